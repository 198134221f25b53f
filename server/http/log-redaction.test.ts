import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/start-test-app';
import fc from 'fast-check';
import pino from 'pino';
import { lazyChildLoggerFactory, loggerOptions, scrubLogLine, urlWithoutQueryValues } from './logging';

const SSN = '123-45-6780';
const SIGNATURE = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'.repeat(4)}`;

describe('logs never contain SSNs, tokens or signature data', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ logLevel: 'trace', logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => t.close());

  test('a request carrying them, a rejected one and a signed-URL query leave none of them in the log', async () => {
    const user = await t.signIn('logs@example.com');
    const token = user.token!;
    await user.put('/checkout/steps/personalDetails', { first_name: 'Ada', ssn_number: SSN, ssn: SSN });
    await user.put('/checkout/steps/planDetails', { plan_signature: SIGNATURE, plan_name: '' });
    await user.get('/me', { query: { signature: 'c2VjcmV0LXNpZ25hdHVyZQ', expires: '9999999999' } });
    await user.get(`/lexisnexis/update-status`, { query: { uid: SSN } });
    await t.anonymous().get('/me', { headers: { authorization: `Bearer ${token}x` } });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/checkout/steps/personalDetails');
    // Request lines still carry the request id (the per-request child logger is created lazily, on the first line).
    expect(lines.some((l) => /"reqId":"[^"]+".*incoming request/.test(l))).toBe(true);
    for (const secret of [
      SSN,
      '123456780',
      token,
      token.split('.')[2],
      SIGNATURE.slice(30, 80),
      'c2VjcmV0LXNpZ25hdHVyZQ',
      user.xsrf,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  test('scrubLogLine masks JWTs, SSNs, card numbers and image data; the URL keeps only query names', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXBhcnQ';
    const line = `{"msg":"x ${jwt} ${SSN} 123456780 4242424242424242 ${SIGNATURE}","time":1795357428008}`;
    const scrubbed = scrubLogLine(line);
    expect(scrubbed).toBe('{"msg":"x [jwt] [ssn] [ssn] [number] [data-url]","time":1795357428008}');
    // A decimal number's fraction is left alone, so a line stays JSON (a response time of 15 or more decimals).
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (ms) => {
        const timed = JSON.stringify({ msg: 'request completed', responseTime: ms, ssn: SSN, card: '4242424242424242' });
        const parsed = JSON.parse(scrubLogLine(timed)) as Record<string, unknown>;
        expect(parsed).toEqual({ msg: 'request completed', responseTime: ms, ssn: '[ssn]', card: '[number]' });
      }),
    );
    expect(urlWithoutQueryValues('/solo401k/downloads/v1?expires=1&signature=abc')).toBe(
      '/solo401k/downloads/v1?expires=~&signature=~',
    );
  });
});

describe('lazyChildLoggerFactory', () => {
  test('creates the child only for a line at an enabled level; that line has the bindings, redaction and scrubbing', () => {
    const lines: string[] = [];
    const { stream: _s, ...options } = loggerOptions('warn');
    const parent = pino(options, { write: (line: string) => void lines.push(line) });
    let children = 0;
    const counting = Object.assign(Object.create(parent) as typeof parent, {
      child: (b: pino.Bindings, o?: pino.ChildLoggerOptions) => {
        children++;
        return parent.child(b, o);
      },
    });
    const log = lazyChildLoggerFactory(counting, { reqId: 'req-7' }, {}) as pino.Logger;
    log.info({ token: 'abc' }, 'not written');
    log.debug('not written either');
    expect(children).toBe(0);
    expect(log.level).toBe('warn');
    expect(log.isLevelEnabled('info')).toBe(false);
    log.error({ body: { token: 'secret-token' }, note: 'ssn 123-45-6780' }, 'failed');
    log.warn('second line');
    expect(children).toBe(1);
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(first).toMatchObject({ reqId: 'req-7', body: { token: '[redacted]' }, note: 'ssn [ssn]', msg: 'failed' });
    expect(JSON.parse(lines[1])).toMatchObject({ reqId: 'req-7', msg: 'second line' });
    expect((lazyChildLoggerFactory(counting, { reqId: 'r' }, { level: 'info' }) as pino.Logger).level).toBe('info');
  });
});
