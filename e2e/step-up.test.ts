import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freshTotpCode, totpCodeAt } from './support/authenticator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { apiPut } from './support/plan-invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The claims of the session token the page holds. */
const claims = (page: Page): Promise<{ amr: string[]; factors: string[] }> =>
  page.evaluate(() => JSON.parse(atob((localStorage.getItem('DS') ?? '..').split('.')[1])));

/** Adds an authenticator app on the profile and answers its secret (the first code confirms it). */
async function addAuthenticatorApp(page: Page): Promise<string> {
  await page.locator('[data-area="profile"]').getByRole('link').click();
  await expectHeading(page, 'Profile and security');
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Add an authenticator app' }).waitFor();
  const secret = (await dialog.getByTestId('totp-secret').innerText()).trim();
  await dialog.getByLabel('Code from the app').fill(await freshTotpCode(secret));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
  await dialog.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expectText(page, 'Your authenticator app is set up.');
  return secret;
}

/**
 * Lets the page's session token refresh as it does by itself before it expires, so that it lists the factor set up
 * elsewhere while its own sign-in (amr) stays the magic link: the page's clock jumps past the token's lifetime and the
 * tab becomes visible again (the identity adapter then refreshes); the refresh request is held until the clock is back.
 */
async function refreshLikeLater(page: Page): Promise<void> {
  await page.route('**/identity/v1/auth/refresh', async (route) => {
    await page.clock.setSystemTime(new Date());
    await route.continue();
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/identity/v1/auth/refresh') && r.status() === 200);
  await page.clock.setSystemTime(new Date(Date.now() + 11 * 60_000));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await refreshed;
  await page.unroute('**/identity/v1/auth/refresh');
}

/** Moves focus with Tab `times` times and answers whether it stayed inside the dialog each time. */
async function focusStaysIn(page: Page, times: number, shift = false): Promise<boolean[]> {
  const inside: boolean[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    inside.push(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null));
  }
  return inside;
}

describe('step-up: "Confirm it is you" for a sensitive action', () => {
  const email = uniqueEmail('stepup');
  let before: IsolatedPage;
  let setUp: IsolatedPage;
  let secret = '';

  beforeAll(async () => {
    // A session made before the factor was set up (another browser), then the factor set up elsewhere.
    before = await openIsolatedPage(browser);
    await before.page.clock.install();
    await signIn(before.page, email);
    await answerOptInIfOffered(before.page);
    expect(
      await apiPut(before.page, '/checkout/steps/personalDetails?draft=true', {
        first_name: 'Robin',
        last_name: 'Lane',
        married: false,
      }),
    ).toBe(200);
    // The page stays open from here on: a reload would meet the sign-in's second step instead (SecondFactorGate).
    await before.page.goto('/beneficiaries');
    await expectHeading(before.page, 'Beneficiaries');
    setUp = await openIsolatedPage(browser);
    await signIn(setUp.page, email);
    secret = await addAuthenticatorApp(setUp.page);
  });
  afterAll(async () => {
    await before?.context.close();
    await setUp?.context.close();
  });

  test('a beneficiary change asks for the code in a dialog (focus kept in it, axe clean, Escape cancels and focus returns to Save); a wrong code is refused; the right one saves what was typed', async () => {
    const { page, errors } = before;
    await refreshLikeLater(page);
    await expectHeading(page, 'Beneficiaries');
    expect(await claims(page)).toMatchObject({ amr: ['email'], factors: ['totp'] });

    await page.getByLabel('Full name').fill('Jamie Lane');
    await page.getByLabel('Relationship').selectOption({ label: 'Brother or sister' });
    await page.getByLabel('Date of birth').fill('1990-02-03');
    await page.getByLabel('Share (%)').fill('100');
    await page.getByRole('button', { name: 'Save the designation' }).click();

    const dialog = page.getByRole('dialog');
    await expectVisible(page, dialog.getByRole('heading', { name: 'Confirm it is you' }));
    await expectVisible(page, dialog.getByText('Confirm it is you with your second factor to continue.'));
    await expectNoSeriousA11yViolations(page, 'step-up dialog');
    // Focus is in the dialog and Tab / Shift+Tab keep it there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await focusStaysIn(page, 8)).toEqual(Array(8).fill(true));
    expect(await focusStaysIn(page, 8, true)).toEqual(Array(8).fill(true));

    // Escape cancels: nothing is saved, what was typed stays, and focus is back on Save once it is enabled again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Save the designation');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Jamie Lane');
    expect(await page.getByLabel('Share (%)').inputValue()).toBe('100');
    await page.keyboard.press('Enter');
    await expectVisible(page, dialog.getByRole('heading', { name: 'Confirm it is you' }));

    // A wrong code: none of the codes the service would take around now.
    const step = Math.floor(Date.now() / 30_000);
    const near = [-1, 0, 1, 2].map((d) => totpCodeAt(secret, step + d));
    const wrong = ['000000', '111111', '222222', '333333', '444444'].find((c) => !near.includes(c)) as string;
    await dialog.getByLabel('Authentication code').fill(wrong);
    await dialog.getByRole('button', { name: 'Verify code' }).click();
    await expectVisible(page, dialog.getByText('Failed to verify TOTP code. Check the code and try again.'));
    await expectNoSeriousA11yViolations(page, 'step-up dialog with a wrong code');

    // The right code, read from the app only now (it works for one or two 30-second steps).
    await dialog.getByLabel('Authentication code').fill(await freshTotpCode(secret));
    await dialog.getByRole('button', { name: 'Verify code' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectText(page, 'Your designation is in force. It is filed in your document library, folder Beneficiaries.', 20_000);
    const inForce = page.getByRole('table', { name: 'Beneficiaries in force' });
    await expectVisible(page, inForce.getByRole('rowheader', { name: 'Jamie Lane' }));
    // Focus is back where the person started the change.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Save the designation');
    expect(await claims(page)).toMatchObject({ amr: ['email', 'totp', 'mfa'], factors: ['totp'] });
    expect(errors).toEqual([]);
  });
});
