import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { installErrorHandler } from './errors';
import { loggerOptions } from './logging';

describe('installErrorHandler', () => {
  test('an unexpected error answers a generic 500 and its log line carries no SSN or token', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (l: string) => void lines.push(l) }) });
    installErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('duplicate key (ssn)=(123-45-6780) for eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Something went wrong' });
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('duplicate key');
    expect(log).not.toContain('123-45-6780');
    expect(log).not.toContain('eyJzdWIiOiJ1In0');
    await app.close();
  });

  test('a malformed JSON body answers 400, not 500', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.post('/x', async () => ({ ok: true }));
    const res = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'Malformed JSON body' });
    const big = await app.inject({
      method: 'POST',
      url: '/x',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('too_large');
    await app.close();
  });
});
