import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Outbox } from './outbox';

/** Options of the dev outbox; `profile: 'production'` makes registration fail. */
export interface DevOutboxOptions {
  outbox: Outbox;
  profile?: string;
}

/** Raised when the dev outbox is registered in the production profile. */
export class DevOutboxInProductionError extends Error {
  constructor() {
    super('The dev outbox must not be served in the production profile');
    this.name = 'DevOutboxInProductionError';
  }
}

/** GET /dev/outbox -> [{to, subject, link, sentAt}] oldest first; local profile only (refuses production). */
export const devOutboxPlugin: FastifyPluginAsync<DevOutboxOptions> = async (app: FastifyInstance, opts: DevOutboxOptions) => {
  if (opts.profile === 'production') throw new DevOutboxInProductionError();
  app.get('/dev/outbox', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return opts.outbox.list();
  });
};
