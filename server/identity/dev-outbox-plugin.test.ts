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

  it('shows a browser a page that explains the local stand-ins once and lists the messages newest first, escaped', async () => {
    const outbox = new Outbox(() => undefined);
    outbox.send({ to: 'a@b.co', subject: 'Sign in', link: 'http://x/?t=1&u=2' });
    outbox.send({ to: 'c@d.co', subject: '<script>alert(1)</script>', link: '', text: 'Two deposits: $0.12 and $0.34' });
    const app = Fastify();
    await app.register(devOutboxPlugin, { outbox, profile: 'local' });
    const res = await app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers.vary).toBe('accept');
    const html = res.body;
    expect(html).toContain('<h2>Local stand-ins</h2>');
    expect(html).toContain(
      'The bank&#39;s identity review is decided by a local scorer about 4 seconds after the application or the extra documents are sent.',
    );
    expect(html).toContain(
      'The two micro-deposits to a connected account are not sent to a bank: their amounts arrive here as a message.',
    );
    expect(html).toContain('<a href="http://x/?t=1&#38;u=2">');
    expect(html).not.toContain('<script>');
    expect(html.indexOf('&#60;script&#62;')).toBeLessThan(html.indexOf('Sign in'));
    expect(html).toContain('<p>Two deposits: $0.12 and $0.34</p>');
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
