import type { CDPSession, Page } from 'playwright-core';

/** Adds a virtual platform authenticator (Chromium's DevTools WebAuthn domain), user verified, present at once. */
export async function addAuthenticator(cdp: CDPSession): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** A DevTools session on `page` with WebAuthn enabled and one virtual authenticator (see addAuthenticator). */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  return { cdp, authenticatorId: await addAuthenticator(cdp) };
}
