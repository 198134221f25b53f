import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectHeading, expectText, HOME_HEADING, requestMagicLink, signIn, signOut } from './support/app-driver';
import { latestMagicLink, outboxSize } from './support/outbox';
import { expectNoSeriousA11yViolations } from './support/axe';
import { baseUrl, connectBrowser, uniqueEmail } from './support/browser';
import { virtualAuthenticator } from './support/virtual-authenticator';

// WebAuthn refuses an IP address as the RP id: this file opens the app at localhost (an allowed loopback origin).
const origin = (): string => baseUrl().replace('127.0.0.1', 'localhost');
const code = (secret: string): string =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000), digits: 6, period: 30, algorithm: 'sha1' });

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: origin(), viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors, close: () => context.close() };
}

async function openProfile(page: Page): Promise<void> {
  await page.locator('[data-area="profile"]').getByRole('link').click();
  await expectHeading(page, 'Profile and security');
}

/** Axe at phone width too, then back to the desktop. */
async function axeBothWidths(page: Page, where: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, where);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, `${where} (phone)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('second factor: authenticator app', () => {
  const email = uniqueEmail('totp');
  let secret = '';
  let lastCode = '';

  test('adds an authenticator app on the profile: QR code, the first code confirms it, recovery codes shown once', async () => {
    const { page, errors, close } = await openPage();
    try {
      await signIn(page, email);
      await openProfile(page);
      await axeBothWidths(page, 'profile');
      await page.getByRole('button', { name: 'Add authenticator app' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Add an authenticator app' }).waitFor();
      await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      secret = (await dialog.getByTestId('totp-secret').innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11yViolations(page, 'authenticator dialog');
      const good = code(secret);
      await dialog.getByLabel('Code from the app').fill(good === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expectText(page, 'Failed to verify TOTP code. Check the code and try again.');
      await dialog.getByLabel('Code from the app').fill(good);
      lastCode = good;
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      expect(await dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
      await expectNoSeriousA11yViolations(page, 'recovery codes');
      await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
      await expectText(page, 'Your authenticator app is set up.');
      await expectText(page, /set up; asked for after the e-mail link/);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('signs in with the magic link plus a code; a wrong code is refused with the provider message', async () => {
    const { page, errors, close } = await openPage();
    try {
      await page.goto('/');
      await expectHeading(page, 'Sign in or create your account');
      await page.goto(await requestMagicLink(page, email));
      await expectHeading(page, 'Confirm it is you');
      await axeBothWidths(page, 'second factor');
      await page.getByLabel('Authentication code').fill(lastCode === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expectText(page, 'Failed to verify TOTP code. Check the code and try again.');
      await expectNoSeriousA11yViolations(page, 'second factor with an error');
      // A code works once: wait for the authenticator's next code.
      await expect.poll(() => code(secret), { timeout: 40_000, interval: 1_000 }).not.toBe(lastCode);
      await page.getByLabel('Authentication code').fill(code(secret));
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expectHeading(page, HOME_HEADING);
      const amr = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('DS') ?? '..').split('.')[1])).amr);
      expect(amr).toEqual(['email', 'totp', 'mfa']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('code attempts are rate limited with the wait in words', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto('/');
      await expectHeading(page, 'Sign in or create your account');
      await page.goto(await requestMagicLink(page, email));
      await expectHeading(page, 'Confirm it is you');
      const alert = page.getByRole('alert');
      let limited = false;
      for (let i = 0; i < 12 && !limited; i++) {
        await page.getByLabel('Authentication code').fill(`00000${i % 10}`);
        await alert.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: 'Verify code' }).click();
        await alert.waitFor();
        limited = (await alert.innerText()).startsWith('Too many sign-in attempts');
      }
      expect(limited).toBe(true);
      expect(await alert.innerText()).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
    } finally {
      await close();
    }
  });
});

describe('second factor: passkey', () => {
  const email = uniqueEmail('passkey');

  test('adds a passkey with Chromium virtual authenticator and signs in with it alone', async () => {
    const { page, errors, close } = await openPage();
    try {
      const { cdp, authenticatorId } = await virtualAuthenticator(page);
      await signIn(page, email);
      await openProfile(page);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expectText(page, 'Your passkey is added. You can now sign in with it alone.');
      await expectText(page, /set up; signs you in alone/);
      await axeBothWidths(page, 'profile with a passkey');
      await page.getByRole('link', { name: 'Home' }).first().click();
      await expectHeading(page, HOME_HEADING);
      await signOut(page);
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectHeading(page, HOME_HEADING);
      const amr = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('DS') ?? '..').split('.')[1])).amr);
      expect(amr).toEqual(['webauthn', 'mfa']);
      // One passkey on the virtual authenticator, used once to sign in (its signature counter moved on).
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0].signCount).toBeGreaterThanOrEqual(1);
      // The sign-in history lists the passkey sign-in on the profile.
      await openProfile(page);
      await expect
        .poll(() => page.getByRole('region', { name: 'Recent sign-ins' }).getByRole('row').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(3);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('profile: e-mail change', () => {
  test('changes the e-mail only once the link sent to the new address is opened', async () => {
    const { page, errors, close } = await openPage();
    const email = uniqueEmail('mover');
    const next = uniqueEmail('moved');
    try {
      await signIn(page, email);
      await openProfile(page);
      const before = await outboxSize();
      await page.getByLabel('New e-mail address').fill(next);
      await page.getByRole('button', { name: 'Change e-mail' }).click();
      await expectText(page, /Open it to confirm your new address/);
      await expectText(page, email);
      const link = await latestMagicLink(next, before);
      expect(new URL(link).pathname).toBe('/profile');
      await page.goto(link);
      await expectHeading(page, 'Profile and security');
      await expectText(page, next);
      const claims = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('DS') ?? '..').split('.')[1])));
      expect(claims.email).toBe(next);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a user with a passkey, in the e-mail-link session that added it, confirms it is them first (decision 0272)', async () => {
    const { page, errors, close } = await openPage();
    const email = uniqueEmail('keymover');
    const next = uniqueEmail('keymoved');
    try {
      await virtualAuthenticator(page);
      await signIn(page, email);
      await openProfile(page);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expectText(page, 'Your passkey is added. You can now sign in with it alone.');
      const before = await outboxSize();
      await page.getByLabel('New e-mail address').fill(next);
      await page.getByRole('button', { name: 'Change e-mail' }).click();
      const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
      await prompt
        .getByText('Confirm it is you with your authenticator app or passkey before changing your e-mail address.')
        .waitFor();
      await expectNoSeriousA11yViolations(page, 'profile: confirm it is you before changing the e-mail');
      // Nothing is sent before the passkey is given, and what was typed stays.
      expect(await outboxSize()).toBe(before);
      expect(await page.getByLabel('New e-mail address').inputValue()).toBe(next);
      await prompt.getByRole('button', { name: 'Use a passkey' }).click();
      await prompt.waitFor({ state: 'detached' });
      await expectText(page, /Open it to confirm your new address/);
      // The link, asked for from a session with the passkey in it, changes the address; the sign-in's second step
      // then asks for the passkey as for any e-mail-link sign-in of a user who has one.
      const link = await latestMagicLink(next, before);
      await page.goto(link);
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await expectHeading(page, 'Profile and security');
      await expectText(page, next);
      const claims = await page.evaluate(() => JSON.parse(atob((localStorage.getItem('DS') ?? '..').split('.')[1])));
      expect(claims.email).toBe(next);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
