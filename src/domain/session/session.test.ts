import { describe, expect, test } from 'vitest';
import {
  NO_COBROWSE,
  beginLogout,
  cobrowseStarted,
  initialSession,
  isSignedIn,
  loggedOut,
  resolveSession,
  withCurrentUser,
  type IdentitySessionData,
} from './session';

const data: IdentitySessionData = {
  sessionJwt: 'jwt-1',
  refreshJwt: 'r-1',
  user: { userId: 'U1', loginIds: ['ada@example.com'], name: 'Ada' },
  authInfo: undefined,
};

describe('Session', () => {
  test('starts resolving and signed out', () => {
    expect(initialSession()).toEqual({ status: 'resolving', token: undefined, user: undefined, authUser: undefined });
    expect(isSignedIn(initialSession())).toBe(false);
  });

  test('resolves with the provider session: token and provider user, then the product user', () => {
    const resolved = resolveSession(initialSession(), data);
    expect(resolved).toMatchObject({ status: 'resolved', token: 'jwt-1', authUser: data.user });
    expect(isSignedIn(resolved)).toBe(true);
    const withUser = withCurrentUser(resolved, { id: '42', user_email: 'ada@example.com' });
    expect(withUser.user).toEqual({ id: '42', user_email: 'ada@example.com' });
  });

  test('a refresh for the same user keeps the product user; another user drops it', () => {
    const signedIn = withCurrentUser(resolveSession(initialSession(), data), { id: '42', user_email: 'a@b.co' });
    expect(resolveSession(signedIn, { ...data, sessionJwt: 'jwt-2' })).toMatchObject({ token: 'jwt-2', user: signedIn.user });
    const other = { ...data, user: { userId: 'U2', loginIds: [], name: undefined } };
    expect(resolveSession(signedIn, other).user).toBeUndefined();
  });

  test('resolves as signed out when there is no provider session', () => {
    expect(resolveSession(initialSession(), undefined)).toEqual({ ...initialSession(), status: 'resolved' });
  });

  test('logout goes through logging out, clearing token and users at once, and ends resolved and signed out', () => {
    const signedIn = resolveSession(initialSession(), data);
    const leaving = beginLogout(signedIn);
    expect(leaving).toEqual({ status: 'loggingOut', token: undefined, user: undefined, authUser: undefined });
    expect(isSignedIn(leaving)).toBe(false);
    expect(loggedOut()).toEqual({ status: 'resolved', token: undefined, user: undefined, authUser: undefined });
  });

  test('the cobrowse session starts uninitialised and is initialised with its session', () => {
    expect(NO_COBROWSE).toEqual({ session: undefined, initialized: false });
    expect(cobrowseStarted({ id: 'c1' })).toEqual({ session: { id: 'c1' }, initialized: true });
  });
});
