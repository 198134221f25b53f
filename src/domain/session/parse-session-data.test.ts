import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseIdentitySessionData, parseIdentityUser, parseUser } from './parse-session-data';

describe('parseUser', () => {
  test('reads id and user_email, turning a numeric id into a string', () => {
    expect(parseUser({ id: 42, user_email: 'a@b.co', extra: 1 })).toEqual({ id: '42', user_email: 'a@b.co' });
    expect(parseUser({ id: 'u-1', user_email: 'a@b.co' })).toEqual({ id: 'u-1', user_email: 'a@b.co' });
  });

  test('is undefined without an id or an e-mail', () => {
    expect(parseUser({ user_email: 'a@b.co' })).toBeUndefined();
    expect(parseUser({ id: 1, user_email: ' ' })).toBeUndefined();
    expect(parseUser({ id: Number.NaN, user_email: 'a@b.co' })).toBeUndefined();
    expect(parseUser('user')).toBeUndefined();
  });
});

describe('parseIdentitySessionData', () => {
  test('reads the tokens, the user and passes authInfo through', () => {
    const parsed = parseIdentitySessionData({
      sessionJwt: 's',
      refreshJwt: 'r',
      user: { userId: 'U1', loginIds: ['a@b.co', '', 7], name: 'Ada' },
      authInfo: { firstSeen: true },
    });
    expect(parsed).toEqual({
      sessionJwt: 's',
      refreshJwt: 'r',
      user: { userId: 'U1', loginIds: ['a@b.co'], name: 'Ada' },
      authInfo: { firstSeen: true },
    });
  });

  test('is undefined without a session token; a user without an id is left out', () => {
    expect(parseIdentitySessionData({ refreshJwt: 'r' })).toBeUndefined();
    expect(parseIdentitySessionData({ sessionJwt: 's', user: { name: 'x' } })?.user).toBeUndefined();
    expect(parseIdentityUser({ userId: 'U', loginIds: 'not-a-list' })).toEqual({ userId: 'U', loginIds: [], name: undefined });
  });

  test('property: never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseIdentitySessionData(value);
        expect(parsed === undefined || typeof parsed.sessionJwt === 'string').toBe(true);
        parseUser(value);
      }),
    );
  });
});
