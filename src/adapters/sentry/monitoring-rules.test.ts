import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  filterEvent,
  HEALTH_CHECK_ENDINGS,
  HEALTH_CHECK_SPAN,
  isHealthCheck,
  isLocalHost,
  replaySessionSampleRate,
} from './monitoring-rules';

/** The spec (section 8): "paths ending healthcheck, healthy, live, ready, heartbeat, health, healthz". */
const SPEC_ENDINGS = ['healthcheck', 'healthy', 'live', 'ready', 'heartbeat', 'health', 'healthz'];
/** The embedded server's own probes (decision 0320). */
const SERVER_PROBES = ['livez', 'readyz'];

describe('monitoring rules', () => {
  test("the endings are the spec's and the server's /livez and /readyz", () => {
    expect([...HEALTH_CHECK_ENDINGS].sort()).toEqual([...SPEC_ENDINGS, ...SERVER_PROBES].sort());
  });

  test.each([...SPEC_ENDINGS, ...SERVER_PROBES])('a path ending %s is a health check', (end) => {
    expect(isHealthCheck(`GET /api/${end}`)).toBe(true);
    expect(isHealthCheck(`https://x.example/${end}/?a=1`)).toBe(true);
  });

  test('the span pattern matches the same names', () => {
    for (const end of [...SPEC_ENDINGS, ...SERVER_PROBES]) expect(HEALTH_CHECK_SPAN.test(`GET /api/${end}?x=1`)).toBe(true);
    expect(HEALTH_CHECK_SPAN.test('GET /api/healthcare')).toBe(false);
    expect(HEALTH_CHECK_SPAN.test('GET /delivery')).toBe(false);
  });

  test('property: any path whose last segment is an ending is a health check for both matchers; one more letter is not', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom(...SPEC_ENDINGS, ...SERVER_PROBES),
        fc.constantFrom('', '/', '?a=1', '/#top'),
        fc.constantFrom('GET ', 'https://x.example', ''),
        fc.stringMatching(/^[a-z]$/),
        (dirs, end, tail, lead, extra) => {
          const base = `/${[...dirs, end].join('/')}`;
          const name = `${lead}${base}${tail}`;
          expect(isHealthCheck(name)).toBe(true);
          expect(HEALTH_CHECK_SPAN.test(name)).toBe(true);
          const longer = `${lead}/${[...dirs, `${end}${extra}`].join('/')}${tail}`;
          const stillAnEnding = HEALTH_CHECK_ENDINGS.includes(`${end}${extra}`);
          expect(isHealthCheck(longer)).toBe(stillAnEnding);
          expect(HEALTH_CHECK_SPAN.test(longer)).toBe(stillAnEnding);
        },
      ),
    );
  });

  test('other paths are not health checks', () => {
    expect(isHealthCheck('GET /api/healthcare')).toBe(false);
    expect(isHealthCheck('/library')).toBe(false);
    expect(isHealthCheck(undefined)).toBe(false);
  });

  test('replay samples 100% where the environment name contains prod, else 10%', () => {
    expect(replaySessionSampleRate('production')).toBe(1);
    expect(replaySessionSampleRate('preprod')).toBe(1);
    expect(replaySessionSampleRate('staging')).toBe(0.1);
    expect(replaySessionSampleRate(undefined)).toBe(0.1);
  });

  test('local hosts', () => {
    expect(['localhost', '127.0.0.1', 'app.localhost'].every(isLocalHost)).toBe(true);
    expect(isLocalHost('app.example.com')).toBe(false);
  });

  test('drops Script error events, scrubs others', () => {
    expect(filterEvent({ message: 'Script error.' })).toBeNull();
    expect(filterEvent({ exception: { values: [{ value: 'Script error' }] } })).toBeNull();
    expect(filterEvent({ message: 'SSN 123-45-6789 rejected' })).toEqual({ message: 'SSN [Filtered] rejected' });
  });
});
