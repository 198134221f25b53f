import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseSiteConfig } from './site-config';

const full = {
  favicon_url: '/favicon.ico',
  google_analytics_id: 'G-ABC123',
  unthread_chat_id: 'chat-1',
  posthog_key: 'phc_key',
  posthog_host: 'https://eu.posthog.example',
  zipy_code: 'zipy-1',
  sentry_dsn: 'https://key@o1.ingest.sentry.example/2',
  env_name: 'production',
  descope_project_id: 'P2abcdefghijklmnopqrstuvwxyz1',
};

describe('parseSiteConfig', () => {
  test('returns every field of a complete configuration, ignoring unknown fields', () => {
    expect(parseSiteConfig({ ...full, extra: 1 })).toEqual({ ok: true, value: full });
  });

  test('optional tool ids may be absent, null or blank and read as undefined', () => {
    const result = parseSiteConfig({ env_name: 'local', descope_project_id: 'P1', sentry_dsn: null, zipy_code: ' ' });
    expect(result).toEqual({
      ok: true,
      value: {
        favicon_url: undefined,
        google_analytics_id: undefined,
        unthread_chat_id: undefined,
        posthog_key: undefined,
        posthog_host: undefined,
        zipy_code: undefined,
        sentry_dsn: undefined,
        env_name: 'local',
        descope_project_id: 'P1',
      },
    });
  });

  test('reports each bad field: required, not a string, not a URL', () => {
    const result = parseSiteConfig({
      ...full,
      env_name: '',
      descope_project_id: undefined,
      posthog_key: 5,
      sentry_dsn: 'nope',
      favicon_url: '//x',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        env_name: ['env_name is required'],
        descope_project_id: ['descope_project_id is required'],
        posthog_key: ['posthog_key must be a string'],
        sentry_dsn: ['sentry_dsn must be a URL'],
        favicon_url: ['favicon_url must be a URL'],
      },
    });
  });

  test('a value that is not an object is one error about the whole configuration', () => {
    for (const bad of [null, 'x', 3, []]) {
      expect(parseSiteConfig(bad)).toEqual({ ok: false, errors: { config: ['Site configuration must be an object'] } });
    }
  });

  test('property: never throws, and either parses or names the bad fields', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ env_name: fc.jsonValue(), descope_project_id: fc.jsonValue(), sentry_dsn: fc.jsonValue() }),
        ),
        (input) => {
          const result = parseSiteConfig(input);
          if (result.ok) expect(result.value.descope_project_id).not.toBe('');
          else expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
