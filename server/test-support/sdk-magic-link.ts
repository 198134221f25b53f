import type createSdk from '@descope/core-js-sdk';
import { expect } from 'vitest';
import type { Outbox } from '../identity/outbox';

/** The real Descope SDK as `createSdk` makes it. */
export type DescopeSdk = ReturnType<typeof createSdk>;

/** What a verified magic link answers through the SDK. */
export interface SdkSession {
  sessionJwt: string;
  refreshJwt: string;
  firstSeen?: boolean;
}

/**
 * Signs `email` in through the real SDK by magic link: asks for a link back to `redirectUrl`, takes the newest one sent
 * to `email` from `outbox` and verifies its token; both calls must succeed.
 */
export async function signInWithMagicLink(
  sdk: DescopeSdk,
  outbox: Outbox,
  email: string,
  redirectUrl: string,
): Promise<SdkSession> {
  expect((await sdk.magicLink.signUpOrIn.email(email, redirectUrl)).ok).toBe(true);
  const link = outbox
    .list()
    .filter((m) => m.to === email.toLowerCase())
    .at(-1)?.link as string;
  const verified = await sdk.magicLink.verify(new URL(link).searchParams.get('t') as string);
  expect(verified.ok).toBe(true);
  return verified.data as SdkSession;
}
