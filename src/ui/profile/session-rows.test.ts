import { afterEach, expect, test } from 'vitest';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { readLocaleFrom } from '@/ui/kit/locale-format';
import { sessionRows, signInTime } from '@/ui/profile/session-rows';

const at = new Date('2026-11-23T07:05:00Z');

afterEach(() => readLocaleFrom(undefined));

test('a sign-in time is written in the user locale, in UTC and saying so', () => {
  readLocaleFrom(new FixedUserLocale('en-US'));
  expect(signInTime(at)).toBe('Nov 23, 2026, 7:05 AM UTC');
  readLocaleFrom(new FixedUserLocale('de-DE'));
  expect(signInTime(at)).toBe('23. Nov. 2026, 07:05 UTC');
});

test('sessions list this device first, then the last used, with their methods in words', () => {
  readLocaleFrom(new FixedUserLocale('en-US'));
  const rows = sessionRows([
    { id: 'a', startedAt: at, lastUsedAt: new Date('2026-11-23T09:00:00Z'), methods: ['email'], thisDevice: false },
    { id: 'b', startedAt: at, lastUsedAt: at, methods: ['email', 'totp', 'mfa'], thisDevice: true },
  ]);
  expect(rows.map((r) => [r.id, r.methods, r.lastUsed])).toEqual([
    ['b', 'E-mail link, Authenticator app', 'Nov 23, 2026, 7:05 AM UTC'],
    ['a', 'E-mail link', 'Nov 23, 2026, 9:00 AM UTC'],
  ]);
});
