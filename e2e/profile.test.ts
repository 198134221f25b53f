import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectHeading, expectText, signIn } from './support/app-driver';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, notesOf, openIsolatedPage, uniqueEmail } from './support/browser';

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

type Device = Awaited<ReturnType<typeof openIsolatedPage>>;

/**
 * Signs one new person in on a laptop and on a phone (390 px), opens the phone's profile and runs `body` with both and
 * the phone's session rows (two, polled); checks neither page logged an error and closes both, with the browsers'
 * notes added to a failure.
 */
async function onTwoDevices(
  label: string,
  body: (devices: { laptop: Device; phone: Device; rows: Locator; sessions: Locator }) => Promise<void>,
): Promise<void> {
  const email = uniqueEmail(label);
  const laptop = await openIsolatedPage(browser);
  const phone = await openIsolatedPage(browser, { width: 390, height: 844 });
  try {
    await signIn(laptop.page, email);
    await signIn(phone.page, email);
    await openProfile(phone.page);
    const sessions = phone.page.getByRole('region', { name: 'Sessions' });
    const rows = sessions.getByRole('table', { name: 'Where you are signed in' }).locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await body({ laptop, phone, rows, sessions });
    expect(laptop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  } catch (e) {
    throw new Error(`${String(e)}\n${[...notesOf(laptop.context), ...notesOf(phone.context)].join('\n')}`);
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
}

describe('profile: active sessions', () => {
  test('lists the sessions of two browsers, this one marked; sign out everywhere ends both', async () => {
    await onTwoDevices('sessions', async ({ laptop, phone, rows, sessions }) => {
      await expect.poll(() => rows.first().innerText()).toMatch(/^This device\s/);
      expect(await rows.nth(1).innerText()).toMatch(/^Another device or browser\s/);
      expect(await rows.first().innerText()).toMatch(/E-mail link\s+Sign out$/);
      expect(await rows.nth(1).innerText()).toMatch(/E-mail link\s+Sign out this device$/);
      expect(await rows.first().innerText()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC/);
      await expectNoSeriousA11yViolations(phone.page, 'profile sessions (phone)');
      await phone.page.setViewportSize({ width: 1280, height: 800 });
      await expectNoSeriousA11yViolations(phone.page, 'profile sessions');

      await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expectHeading(phone.page, 'Sign in or create your account');
      // The other browser's session is gone too: its next page that needs the server sends it to sign in.
      await laptop.page.reload();
      await expectHeading(laptop.page, 'Sign in or create your account');
    });
  });
});

describe('profile: ending one session', () => {
  test('Sign out this device ends the other browser only: its next refresh fails and it lands on sign-in', async () => {
    await onTwoDevices('endone', async ({ laptop, phone, rows }) => {
      // This device's row keeps Sign out; the other one offers Sign out this device.
      expect(await rows.first().getByRole('button').innerText()).toBe('Sign out');
      const end = rows.nth(1).getByRole('button', { name: /^Sign out this device \(another device or browser, last used / });
      await end.click();
      await expectText(phone.page, 'That device is signed out. It has to sign in again to get back in.');
      await expect.poll(() => rows.count()).toBe(1);
      await expect.poll(() => rows.first().innerText()).toMatch(/^This device\s/);
      await expectNoSeriousA11yViolations(phone.page, 'profile after ending a session (phone)');

      // The laptop's refresh token is revoked: its next refresh fails and it is sent to sign in.
      await laptop.page.reload();
      await expectHeading(laptop.page, 'Sign in or create your account');
      // The phone is still signed in.
      await phone.page.reload();
      await expectHeading(phone.page, 'Profile and security');
    });
  });
});

describe('profile: phone', () => {
  test('the rule beside the field keeps what was typed; a valid phone is saved and shown back formatted', async () => {
    const { context, page, errors } = await openIsolatedPage(browser);
    try {
      await signIn(page, uniqueEmail('phone'));
      await openProfile(page);
      const field = page.getByLabel('Phone', { exact: true });
      await field.fill('5551234567');
      await page.getByRole('button', { name: 'Save phone' }).click();
      await expect.poll(() => page.locator('#profile-phone-error').textContent()).toBe('Please type valid phone number');
      expect(await field.inputValue()).toBe('5551234567');
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await expectNoSeriousA11yViolations(page, 'profile phone message');
      await field.fill('+1 555-123-4567');
      await page.getByRole('button', { name: 'Save phone' }).click();
      await expect.poll(() => page.getByTestId('saved-phone').textContent(), { timeout: 15_000 }).toBe('+1 (555) 123-4567');
      expect(await field.inputValue()).toBe('+1 (555) 123-4567');
      await page.reload();
      await expectHeading(page, 'Profile and security');
      await expect.poll(() => page.getByTestId('saved-phone').textContent(), { timeout: 15_000 }).toBe('+1 (555) 123-4567');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page, 'profile phone (phone width)');
      expect(errors).toEqual([]);
    } catch (e) {
      throw new Error(`${String(e)}\n${notesOf(context).join('\n')}`);
    } finally {
      await context.close();
    }
  });
});
