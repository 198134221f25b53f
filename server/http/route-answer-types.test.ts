import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { route } from './contract';

/**
 * The handlers' answers are typed from the contract's generated types (decision 0302): `npm test` runs tsc first, so each
 * `@ts-expect-error` below fails the run if an answer the contract does not declare ever compiles again.
 */
function answersTheContractRefuses(app: ReturnType<typeof Fastify>): void {
  // @ts-expect-error an outcome the contract does not list
  route(app, 'stripeWebhook', async () => ({ received: true, outcome: 'lost' }));
  // @ts-expect-error the current user without an e-mail
  route(app, 'getMe', async () => ({ id: 'u-1', name: null, roles: [] }));
  // @ts-expect-error a contribution event with an action the contract does not list
  route(app, 'getContributionHistory', async () => [{ action: 'undo', agent_id: 'a', before: null, after: null, at: '' }]);
}

describe('route answers typed from the contract', () => {
  test('a handler answering the contract compiles and is served at the contract path', async () => {
    const app = Fastify();
    route(app, 'getMe', async () => ({ id: 'u-1', user_email: 'owner@example.com', name: null, roles: [] }));
    expect(typeof answersTheContractRefuses).toBe('function');
    const answer = await app.inject({ method: 'GET', url: '/me' });
    expect(answer.json()).toEqual({ id: 'u-1', user_email: 'owner@example.com', name: null, roles: [] });
    await app.close();
  });
});
