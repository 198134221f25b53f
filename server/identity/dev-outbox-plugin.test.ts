import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DevOutboxInProductionError, devOutboxPlugin } from './dev-outbox-plugin';
import { Outbox } from './outbox';

describe('devOutboxPlugin', () => {
  it('serves the outbox as JSON, oldest first', async () => {
    const outbox = new Outbox(() => undefined);
    outbox.send({ to: 'a@b.co', subject: 's1', link: 'http://x/?t=1' });
    outbox.send({ to: 'c@d.co', subject: 's2', link: 'http://x/?t=2' });
    const app = Fastify();
    await app.register(devOutboxPlugin, { outbox, profile: 'local' });
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().map((m: { to: string }) => m.to)).toEqual(['a@b.co', 'c@d.co']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['link', 'sentAt', 'subject', 'to']);
    await app.close();
  });

  it('refuses to register in the production profile', async () => {
    const app = Fastify();
    await expect(
      app.register(devOutboxPlugin, { outbox: new Outbox(() => undefined), profile: 'production' }),
    ).rejects.toBeInstanceOf(DevOutboxInProductionError);
    await app.close().catch(() => undefined);
  });
});
