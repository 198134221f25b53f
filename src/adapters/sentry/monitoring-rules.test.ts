import { describe, expect, test } from 'vitest';
import { filterEvent, HEALTH_CHECK_SPAN, isHealthCheck, isLocalHost, replaySessionSampleRate } from './monitoring-rules';

describe('monitoring rules', () => {
  test.each(['healthcheck', 'healthy', 'live', 'ready', 'heartbeat', 'health', 'healthz'])(
    'a path ending %s is a health check',
    (end) => {
      expect(isHealthCheck(`GET /api/${end}`)).toBe(true);
      expect(isHealthCheck(`https://x.example/${end}/?a=1`)).toBe(true);
    },
  );

  test('the span pattern matches the same names', () => {
    for (const end of ['healthcheck', 'healthy', 'live', 'ready', 'heartbeat', 'health', 'healthz'])
      expect(HEALTH_CHECK_SPAN.test(`GET /api/${end}?x=1`)).toBe(true);
    expect(HEALTH_CHECK_SPAN.test('GET /api/healthcare')).toBe(false);
    expect(HEALTH_CHECK_SPAN.test('GET /delivery')).toBe(false);
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
