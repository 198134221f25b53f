import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectHeading, expectText, HOME_HEADING, signIn, signOut } from './support/app-driver';
import { expectNoSeriousA11yViolations } from './support/axe';
import { baseUrl, connectBrowser, uniqueEmail } from './support/browser';
import { addAuthenticator } from './support/virtual-authenticator';

// WebAuthn refuses an IP address as the RP id: this file opens the app at localhost (an allowed loopback origin).
const origin = (): string => baseUrl().replace('127.0.0.1', 'localhost');

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openProfile(page: Page): Promise<void> {
  await page.locator('[data-area="profile"]').getByRole('link').click();
  await expectHeading(page, 'Profile and security');
}

describe('profile: passkeys one by one', () => {
  test('adds two passkeys (two authenticators), lists each, removes one after confirming, renames the other; the removed one no longer signs in', async () => {
    const context = await browser.newContext({ baseURL: origin(), viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const email = uniqueEmail('passkeys');
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const first = await addAuthenticator(cdp);
      await signIn(page, email);
      await openProfile(page);
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expectText(page, 'Your passkey is added. You can now sign in with it alone.');
      // Another one needs the first in the session (decision 0269): this session is the e-mail link's alone, so
      // "Confirm it is you" asks for it, and the passkey of this device gives it. This device holds a passkey of the
      // account already, so it adds no second one.
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
      await prompt
        .getByText('Confirm it is you with your authenticator app or passkey before changing your sign-in methods.')
        .waitFor();
      await expectNoSeriousA11yViolations(page, 'profile: confirm it is you before adding a passkey');
      await prompt.getByRole('button', { name: 'Use a passkey' }).click();
      await prompt.waitFor({ state: 'detached' });
      await expectText(page, 'The passkey was not added. Try again when your device asks for it.');
      // The second passkey is another device's: the first authenticator leaves, another one arrives; the session has
      // the second factor now, so no prompt.
      const [firstKey] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: first })).credentials;
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first });
      const second = await addAuthenticator(cdp);
      await page.getByRole('button', { name: 'Add a passkey' }).click();

      const table = page.getByRole('table', { name: 'Your passkeys' });
      const rows = table.locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      const name = (await rows.first().locator('td').first().innerText()).trim();
      expect(name).toMatch(/ on Linux$/);
      expect((await rows.nth(1).locator('td').first().innerText()).trim()).toBe(`${name} (2)`);
      const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      );
      // The first signed in once (the prompt), the second never.
      for (const [row, lastUsed] of [
        [rows.first(), today],
        [rows.nth(1), 'Never'],
      ] as const) {
        const cells = (await row.locator('td').allInnerTexts()).map((t) => t.trim());
        expect(cells.slice(1)).toEqual([today, lastUsed, 'Rename Remove']);
      }
      await expectNoSeriousA11yViolations(page, 'profile with two passkeys');

      // Remove the first: a confirmation first (Keep it changes nothing), then it goes.
      const removeFirst = page.getByRole('button', { name: `Remove passkey ${name}, added ${today}`, exact: true });
      await removeFirst.click();
      let dialog = page.getByRole('alertdialog');
      await dialog.getByRole('heading', { name: 'Remove this passkey?' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'remove passkey confirmation');
      await dialog.getByRole('button', { name: 'Keep it' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await rows.count()).toBe(2);
      await removeFirst.click();
      dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Remove passkey', exact: true }).click();
      await expectText(page, 'The passkey is removed. It no longer signs you in.');
      await expect.poll(() => rows.count()).toBe(1);
      expect((await rows.first().locator('td').first().innerText()).trim()).toBe(name);

      // Rename the one left.
      await page.getByRole('button', { name: `Rename passkey ${name}, added ${today}`, exact: true }).click();
      await page.getByLabel(`New name for ${name}`).fill('  Work laptop ');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expectText(page, 'The passkey is renamed.');
      await expect.poll(() => rows.first().locator('td').first().innerText()).toBe('Work laptop');

      // The passkey left on this device signs in alone.
      await page.getByRole('link', { name: 'Home' }).first().click();
      await expectHeading(page, HOME_HEADING);
      await signOut(page);
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectHeading(page, HOME_HEADING);
      await openProfile(page);
      await expect.poll(() => rows.first().locator('td').nth(2).innerText()).toBe(today);
      await page.getByRole('link', { name: 'Home' }).first().click();
      await expectHeading(page, HOME_HEADING);
      await signOut(page);

      // The removed one, back on an authenticator, is refused.
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: second });
      const third = await addAuthenticator(cdp);
      await cdp.send('WebAuthn.addCredential', { authenticatorId: third, credential: firstKey });
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectText(page, 'We could not sign you in with a passkey. Try again, or send yourself a sign-in link.');
      await expectHeading(page, 'Sign in or create your account');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
