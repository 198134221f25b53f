import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import { LocalIdentityScorer } from './identity-scorer';

describe('identity verification update-status (local scorer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  test('the demo score 50 passes at 40', async () => {
    const user = await t.signIn('verify@example.com');
    const res = await user.get('/lexisnexis/update-status', { query: { uid: user.userId! } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: user.userId, score: 50, min_passing_score: 40, passed: true, status: 'passed' });
  });

  test('a +stepup email scores 20 and needs step-up documentation', async () => {
    const user = await t.signIn('jane+stepup@example.com');
    const res = await user.get('/lexisnexis/update-status', { query: { uid: user.userId! } });
    expect(res.body).toMatchObject({ score: 20, passed: false, status: 'step_up_needed' });
  });

  test('another user id is refused', async () => {
    const user = await t.signIn('nosy@example.com');
    const res = await user.get('/lexisnexis/update-status', { query: { uid: 'someone-else' } });
    expect(res.status).toBe(403);
  });

  test('VERIFICATION_SCORE fixes the score (e.g. 39 fails, 40 passes)', async () => {
    expect(await new LocalIdentityScorer(39).score({ id: 'u', email: 'a@example.com' })).toBe(39);
    const app = await startTestApp({ env: { VERIFICATION_SCORE: '39' } });
    try {
      const user = await app.signIn('fail@example.com');
      const res = await user.get('/lexisnexis/update-status', { query: { uid: user.userId! } });
      expect(res.body).toMatchObject({ score: 39, passed: false, status: 'step_up_needed' });
    } finally {
      await app.close();
    }
  });
});
