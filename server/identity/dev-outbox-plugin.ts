import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { devOutboxPage } from './dev-outbox-page';
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

/**
 * GET /dev/outbox -> [{to, subject, link, sentAt}] oldest first, or for a browser (Accept names text/html) a page that
 * explains the local stand-ins and lists the messages; local profile only (refuses production).
 */
export const devOutboxPlugin: FastifyPluginAsync<DevOutboxOptions> = async (app: FastifyInstance, opts: DevOutboxOptions) => {
  if (opts.profile === 'production') throw new DevOutboxInProductionError();
  app.get('/dev/outbox', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('vary', 'accept');
    if ((req.headers.accept ?? '').includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(devOutboxPage(opts.outbox.list()));
    return opts.outbox.list();
  });
};
