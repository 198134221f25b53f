import { afterEach, describe, expect, test } from 'vitest';
import type { AccountSecurity } from '@/ports/account-security';
import type { IdentityProvider } from '@/ports/identity-provider';

/** An AccountSecurity under test, the identity provider whose session it uses, and its backend. */
export interface AccountSecurityHarness {
  security: AccountSecurity;
  identity: IdentityProvider;
  redirectUrl: string;
  /** The token of the last magic link sent to `email`. */
  lastLinkToken(email: string): Promise<string>;
  /** A valid authenticator code of `secret` now (each test uses one per secret: codes work once). */
  codeFor(secret: string): string;
  dispose(): Promise<void>;
}

/** The AccountSecurity contract, run against the fake and the Descope adapter on the embedded server. */
export function accountSecurityContract(name: string, create: () => Promise<AccountSecurityHarness>): void {
  describe(`AccountSecurity contract: ${name}`, () => {
    let h: AccountSecurityHarness;
    let n = 0;
    afterEach(async () => {
      h.identity.stop();
      await h.dispose();
    });

    const signIn = async (email: string): Promise<void> => {
      expect((await h.identity.sendMagicLink(email, h.redirectUrl)).ok).toBe(true);
      expect((await h.identity.verifyMagicLink(await h.lastLinkToken(email))).ok).toBe(true);
    };
    const fresh = (prefix: string): string => `${prefix}${Date.now()}${++n}@example.com`;

    test('adds an authenticator app: secret, otpauth URI and ten recovery codes; the first code confirms it', async () => {
      h = await create();
      const email = fresh('totp');
      await signIn(email);
      expect(h.security.sessionStrength()).toEqual({ methods: ['email'], hasSecondFactor: false });
      const enrol = await h.security.startTotpEnrolment(email);
      expect(enrol.ok).toBe(true);
      const { secret, provisioningUrl, recoveryCodes } = enrol.data!;
      expect(provisioningUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(provisioningUrl).toContain(`secret=${secret}`);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: false });
      const verified = await h.security.verifyTotp(email, h.codeFor(secret), { addToSession: true });
      expect(verified.ok).toBe(true);
      expect(h.security.sessionStrength()).toEqual({ methods: ['email', 'totp', 'mfa'], hasSecondFactor: true });
      expect((await h.security.factors()).data).toEqual({ totp: true, passkey: false });
      // A recovery code signs in once.
      expect((await h.security.verifyTotp(email, recoveryCodes[0], { addToSession: false })).ok).toBe(true);
      expect(h.security.sessionStrength().methods).toEqual(['totp']);
      const again = await h.security.verifyTotp(email, recoveryCodes[0], { addToSession: false });
      expect(again).toMatchObject({ ok: false, code: 401, error: { errorDescription: 'Failed to verify TOTP code' } });
    });

    test('refuses a wrong code with the provider message and keeps the session as it was', async () => {
      h = await create();
      const email = fresh('wrong');
      await signIn(email);
      const { secret } = (await h.security.startTotpEnrolment(email)).data!;
      const good = h.codeFor(secret);
      const wrong = good === '000000' ? '111111' : '000000';
      expect(await h.security.verifyTotp(email, wrong, { addToSession: true })).toMatchObject({
        ok: false,
        code: 401,
        error: { errorCode: 'E061102', errorDescription: 'Failed to verify TOTP code' },
      });
      expect(h.security.sessionStrength().hasSecondFactor).toBe(false);
      expect(h.identity.getSessionToken()).toBeDefined();
    });

    test('removes the authenticator app right after signing in', async () => {
      h = await create();
      const email = fresh('remove');
      await signIn(email);
      const { secret } = (await h.security.startTotpEnrolment(email)).data!;
      expect((await h.security.verifyTotp(email, h.codeFor(secret), { addToSession: true })).ok).toBe(true);
      expect((await h.security.removeTotp(email)).ok).toBe(true);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: false });
    });

    test('adds a passkey and signs in with it alone: the session has a second factor', async () => {
      h = await create();
      const email = fresh('passkey');
      await signIn(email);
      expect((await h.security.addPasskey(email)).ok).toBe(true);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: true });
      await h.identity.logout();
      const signedIn = await h.security.signInWithPasskey(email, { addToSession: false });
      expect(signedIn.ok).toBe(true);
      expect(h.identity.getSessionToken()).toBeDefined();
      expect(h.security.sessionStrength()).toEqual({ methods: ['webauthn', 'mfa'], hasSecondFactor: true });
      expect((await h.security.removePasskeys(email)).ok).toBe(true);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: false });
    });

    test('a passkey sign-in of someone without passkeys fails', async () => {
      h = await create();
      expect((await h.security.signInWithPasskey(fresh('nopasskey'), { addToSession: false })).ok).toBe(false);
      expect(h.identity.getSessionToken()).toBeUndefined();
    });

    test('lists the sign-ins newest first; sign out everywhere ends the session', async () => {
      h = await create();
      const email = fresh('history');
      await signIn(email);
      await signIn(email);
      const history = await h.security.history();
      expect(history.ok).toBe(true);
      expect(history.data!.length).toBe(2);
      expect(history.data![0].at.getTime()).toBeGreaterThanOrEqual(history.data![1].at.getTime());
      expect((await h.security.signOutEverywhere()).ok).toBe(true);
      expect(h.identity.getSessionToken()).toBeUndefined();
      expect((await h.identity.refresh()).ok).toBe(false);
    });

    test('lists the active sessions: one per sign-in, this device marked, how it signed in; none after sign out everywhere', async () => {
      h = await create();
      const email = fresh('sessions');
      await signIn(email);
      await signIn(email);
      const listed = await h.security.sessions();
      expect(listed.ok).toBe(true);
      const sessions = listed.data!;
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s) => s.thisDevice)).toHaveLength(1);
      expect(sessions[0].lastUsedAt.getTime()).toBeGreaterThanOrEqual(sessions[1].lastUsedAt.getTime());
      for (const s of sessions) {
        expect(s.methods).toEqual(['email']);
        expect(s.lastUsedAt.getTime()).toBeGreaterThanOrEqual(s.startedAt.getTime());
      }
      expect(new Set(sessions.map((s) => s.id)).size).toBe(2);
      // Signing out here ends this session only; the other one stays.
      expect((await h.identity.logout()).ok).toBe(true);
      await signIn(email);
      const after = (await h.security.sessions()).data!;
      expect(after).toHaveLength(2);
      expect(after.filter((s) => s.thisDevice)).toHaveLength(1);
      expect(after.map((s) => s.id)).not.toContain(sessions.find((s) => s.thisDevice)!.id);
      expect((await h.security.signOutEverywhere()).ok).toBe(true);
      expect((await h.security.sessions()).ok).toBe(false);
    });

    test('lists the passkeys one by one (oldest first, added and last-used times) and removes one; the last one ends the factor', async () => {
      h = await create();
      const email = fresh('passkeys');
      await signIn(email);
      expect(await h.security.listPasskeys(email)).toMatchObject({ ok: true, data: [] });
      expect((await h.security.addPasskey(email)).ok).toBe(true);
      // A second one needs the first in the session (decision 0269): the sign-in with it records its use.
      expect((await h.security.signInWithPasskey(email, { addToSession: true })).ok).toBe(true);
      expect((await h.security.addPasskey(email)).ok).toBe(true);
      const listed = await h.security.listPasskeys(email);
      expect(listed.ok).toBe(true);
      const [first, second] = listed.data!;
      expect(listed.data).toHaveLength(2);
      expect(first.id).not.toBe(second.id);
      for (const p of listed.data!) {
        expect(p.name.length).toBeGreaterThan(0);
        expect(Number.isFinite(p.createdAt.getTime())).toBe(true);
      }
      expect(first.lastUsedAt).toBeDefined();
      expect(second.lastUsedAt).toBeUndefined();
      expect(second.createdAt.getTime()).toBeGreaterThanOrEqual(first.createdAt.getTime());

      // Renamed: trimmed; an empty or over-long name is refused.
      expect((await h.security.renamePasskey(email, second.id, '  Phone  ')).ok).toBe(true);
      expect((await h.security.listPasskeys(email)).data!.find((p) => p.id === second.id)?.name).toBe('Phone');
      expect(await h.security.renamePasskey(email, second.id, '  ')).toMatchObject({ ok: false, code: 400 });
      expect(await h.security.renamePasskey(email, second.id, 'x'.repeat(61))).toMatchObject({ ok: false, code: 400 });
      expect(await h.security.renamePasskey(email, 'no-such-passkey', 'Mine')).toMatchObject({ ok: false, code: 400 });
      // Someone else's id is refused and changes nothing.
      expect(await h.security.removePasskey(email, 'no-such-passkey')).toMatchObject({ ok: false, code: 400 });
      expect((await h.security.removePasskey(email, first.id)).ok).toBe(true);
      expect((await h.security.listPasskeys(email)).data!.map((p) => p.id)).toEqual([second.id]);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: true });
      expect((await h.security.removePasskey(email, second.id)).ok).toBe(true);
      expect((await h.security.listPasskeys(email)).data).toEqual([]);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: false });
      // Not signed in as that user: refused.
      expect((await h.security.listPasskeys(fresh('other'))).ok).toBe(false);
    });

    test('a user with a factor adds or removes one only from a session with a second factor (decision 0269)', async () => {
      h = await create();
      const email = fresh('guarded');
      await signIn(email);
      const { secret, recoveryCodes } = (await h.security.startTotpEnrolment(email)).data!;
      expect((await h.security.verifyTotp(email, h.codeFor(secret), { addToSession: true })).ok).toBe(true);
      // An e-mail-link session (all a stolen inbox gives) may neither add, replace nor remove a factor.
      await signIn(email);
      const refused = {
        ok: false,
        code: 401,
        error: {
          errorCode: 'E061005',
          errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your sign-in methods',
        },
      };
      expect(await h.security.startTotpEnrolment(email)).toMatchObject(refused);
      expect(await h.security.addPasskey(email)).toMatchObject(refused);
      expect(await h.security.removeTotp(email)).toMatchObject(refused);
      expect((await h.security.factors()).data).toEqual({ totp: true, passkey: false });
      // With the factor added to the session (a recovery code counts), they may.
      expect((await h.security.verifyTotp(email, recoveryCodes[0], { addToSession: true })).ok).toBe(true);
      expect((await h.security.addPasskey(email)).ok).toBe(true);
      expect((await h.security.startTotpEnrolment(email)).ok).toBe(true);
      expect((await h.security.removeTotp(email)).ok).toBe(true);
      expect((await h.security.factors()).data).toEqual({ totp: false, passkey: true });
    });

    test("ends one other session of the user; never another user's", async () => {
      h = await create();
      const email = fresh('endone');
      await signIn(email);
      await signIn(email);
      const sessions = (await h.security.sessions()).data!;
      const other = sessions.find((s) => !s.thisDevice)!;
      const here = sessions.find((s) => s.thisDevice)!;
      // Another user cannot end it.
      const someone = fresh('someone');
      await signIn(someone);
      expect(await h.security.endSession(other.id)).toMatchObject({ ok: false, code: 400 });
      await signIn(email);
      expect((await h.security.sessions()).data!.map((s) => s.id)).toContain(other.id);
      expect((await h.security.endSession(other.id)).ok).toBe(true);
      const left = (await h.security.sessions()).data!.map((s) => s.id);
      expect(left).not.toContain(other.id);
      expect(left).toContain(here.id);
      expect(left).toHaveLength(2);
      // Ending it again is refused.
      expect(await h.security.endSession(other.id)).toMatchObject({ ok: false, code: 400 });
    });

    test('changes the e-mail by a link to the new address: the session of the link says the new address', async () => {
      h = await create();
      const email = fresh('change');
      const next = fresh('changed');
      await signIn(email);
      const sent = await h.security.changeEmail(email, next, h.redirectUrl);
      expect(sent).toMatchObject({ ok: true, data: { maskedEmail: `${next.slice(0, 1)}***@example.com` } });
      const verified = await h.identity.verifyMagicLink(await h.lastLinkToken(next));
      expect(verified.ok).toBe(true);
      expect(verified.data?.user?.loginIds).toEqual([next]);
      expect((await h.security.changeEmail('someone@example.com', fresh('x'), h.redirectUrl)).ok).toBe(false);
    });

    test('a user with a factor changes the e-mail only from a session with a second factor (decision 0272)', async () => {
      h = await create();
      const email = fresh('guardedmail');
      await signIn(email);
      const { secret, recoveryCodes } = (await h.security.startTotpEnrolment(email)).data!;
      expect((await h.security.verifyTotp(email, h.codeFor(secret), { addToSession: true })).ok).toBe(true);
      // An e-mail-link session (all a stolen inbox gives) may not move the address; the session goes on.
      await signIn(email);
      const token = h.identity.getSessionToken();
      expect(await h.security.changeEmail(email, fresh('elsewhere'), h.redirectUrl)).toMatchObject({
        ok: false,
        code: 401,
        error: {
          errorCode: 'E061005',
          errorMessage: 'Confirm it is you with your authenticator app or passkey before changing your e-mail address',
        },
      });
      expect(h.identity.getSessionToken()).toBe(token);
      // With the factor added to the session, it may.
      expect((await h.security.verifyTotp(email, recoveryCodes[0], { addToSession: true })).ok).toBe(true);
      expect((await h.security.changeEmail(email, fresh('moved'), h.redirectUrl)).ok).toBe(true);
    });
  });
}
