import { afterEach, describe, expect, test } from 'vitest';
import type { IdentityProvider } from '@/ports/identity-provider';

/** An identity provider under test plus its backend. */
export interface IdentityHarness {
  provider: IdentityProvider;
  /** Where magic links may return to. */
  redirectUrl: string;
  /** An address that signs in with the 'support' role. */
  supportEmail: string;
  /** The token of the last magic link sent to `email`. */
  lastLinkToken(email: string): Promise<string>;
  dispose(): Promise<void>;
}

/** The IdentityProvider contract, run against the fake and the Descope adapter on the embedded server. */
export function identityProviderContract(name: string, create: () => Promise<IdentityHarness>): void {
  describe(`IdentityProvider contract: ${name}`, () => {
    let h: IdentityHarness;
    afterEach(async () => {
      h.provider.stop();
      await h.dispose();
    });

    const signIn = async (email: string): Promise<void> => {
      const sent = await h.provider.sendMagicLink(email, h.redirectUrl);
      expect(sent.ok).toBe(true);
      const verified = await h.provider.verifyMagicLink(await h.lastLinkToken(email.toLowerCase()));
      expect(verified.ok).toBe(true);
    };

    test('magic link: send, verify, then a stored, unexpired session and the last user', async () => {
      h = await create();
      const seen: Array<string | undefined> = [];
      h.provider.onDidChangeSession((t) => seen.push(t));
      const sent = await h.provider.sendMagicLink('Jane@Example.com', h.redirectUrl);
      expect(sent).toMatchObject({ ok: true, data: { maskedEmail: 'j***@example.com' } });
      const verified = await h.provider.verifyMagicLink(await h.lastLinkToken('jane@example.com'));
      expect(verified.ok).toBe(true);
      expect(verified.data?.user?.loginIds).toEqual(['jane@example.com']);
      expect(h.provider.getSessionToken()).toBe(verified.data?.sessionJwt);
      expect(h.provider.getRefreshToken()).toBeTruthy();
      expect(h.provider.isExpired()).toBe(false);
      expect(h.provider.getLastUser().loginId).toBe('jane@example.com');
      expect(seen).toEqual([verified.data?.sessionJwt]);
    });

    test('an invalid magic-link token fails with 401 and stores nothing', async () => {
      h = await create();
      const result = await h.provider.verifyMagicLink('not-a-real-token');
      expect(result).toMatchObject({ ok: false, code: 401 });
      expect(result.error?.errorDescription).toBe('Invalid token provided');
      expect(h.provider.getSessionToken()).toBeUndefined();
      expect(h.provider.isExpired()).toBe(true);
    });

    test('refresh issues a new session token; me returns the user', async () => {
      h = await create();
      await signIn('sam@example.com');
      const refreshed = await h.provider.refresh();
      expect(refreshed.ok).toBe(true);
      expect(h.provider.getSessionToken()).toBe(refreshed.data?.sessionJwt);
      const me = await h.provider.me();
      expect(me.ok).toBe(true);
      expect(me.data?.loginIds).toEqual(['sam@example.com']);
    });

    test('roles, permissions and tenants come from the session token', async () => {
      h = await create();
      await signIn(h.supportEmail);
      expect(h.provider.getRoles()).toContain('support');
      expect(h.provider.getPermissions()).toEqual([]);
      expect(h.provider.getTenants()).toEqual([]);
      expect(h.provider.getRoles('no-such-tenant')).toEqual([]);
    });

    test('logout clears tokens and last-user data; a later refresh fails', async () => {
      h = await create();
      await signIn('lee@example.com');
      const seen: Array<string | undefined> = [];
      h.provider.onDidChangeSession((t) => seen.push(t));
      expect((await h.provider.logout()).ok).toBe(true);
      expect(h.provider.getSessionToken()).toBeUndefined();
      expect(h.provider.getRefreshToken()).toBeUndefined();
      expect(h.provider.getLastUser()).toEqual({ loginId: undefined, displayName: undefined });
      expect(seen).toContain(undefined);
      expect((await h.provider.refresh()).ok).toBe(false);
    });

    test('logout with keepLastUser keeps the last login id', async () => {
      h = await create();
      await signIn('kim@example.com');
      await h.provider.logout({ keepLastUser: true });
      expect(h.provider.getSessionToken()).toBeUndefined();
      expect(h.provider.getLastUser().loginId).toBe('kim@example.com');
    });
  });
}
