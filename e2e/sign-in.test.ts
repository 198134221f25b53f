import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, HOME_HEADING, requestMagicLink, signOut, storedTokens } from './support/app-driver';
import { latestMagicLink, outboxSize } from './support/outbox';

let browser: Browser;
let tab: IsolatedPage;
const email = uniqueEmail('owner');

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openIsolatedPage(browser);
});
afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

describe('sign-in by magic link', () => {
  let usedLink = '';

  test('signs up with the link from the outbox and lands on the home page (accessible at every step)', async () => {
    const { page } = tab;
    await page.goto('/');
    await expectHeading(page, 'Sign in or create your account');
    await expectNoSeriousA11yViolations(page, 'sign-in');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByText('Email is required').waitFor();
    await expectNoSeriousA11yViolations(page, 'sign-in with an error');
    usedLink = await requestMagicLink(page, email);
    expect(new URL(usedLink).searchParams.get('t')).toBeTruthy();
    await expectNoSeriousA11yViolations(page, 'check your e-mail');
    await page.goto(usedLink);
    await expectHeading(page, HOME_HEADING);
    expect(new URL(page.url()).searchParams.has('t')).toBe(false);
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(email);
    await page.getByRole('dialog').waitFor();
    await expectNoSeriousA11yViolations(page, 'opt-in modal');
    await answerOptInIfOffered(page);
    await expectNoSeriousA11yViolations(page, 'home');
    // Every area has its tile with a way in (all areas are built).
    for (const [key, title] of [
      ['onboarding', 'Bank account'],
      ['identity-verification', 'Identity verification'],
      ['checkout', 'Employer and plan setup'],
      ['library', 'Document library'],
      ['assets', 'Assets'],
      ['distributions', 'Distributions'],
      ['contributions', 'Contributions'],
    ]) {
      const tile = page.locator(`[data-area="${key}"]`);
      await tile.getByRole('heading', { name: title }).waitFor();
      await tile.getByRole('link').waitFor();
    }
    expect(await page.getByText('Not built yet').count()).toBe(0);
    await page.locator('[data-area="distributions"]').getByRole('link').click();
    await expectHeading(page, 'Distributions');
    await expectNoSeriousA11yViolations(page, 'area page');
    await page.goBack();
    await expectHeading(page, HOME_HEADING);
    expect(tab.errors).toEqual([]);
  });

  test('the opt-in modal is not offered again in the same browser session; a dismissed banner stays dismissed', async () => {
    const banner = tab.page.getByRole('region', { name: 'Getting started' });
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await tab.page.reload();
    await expectHeading(tab.page, HOME_HEADING);
    expect(await answerOptInIfOffered(tab.page)).toBe(false);
    expect(await banner.count()).toBe(0);
  });

  test('signs out: the sign-in page at the root and no stored tokens', async () => {
    await signOut(tab.page);
    expect(await storedTokens(tab.page)).toEqual([]);
    await tab.page.goto('/library');
    await expectHeading(tab.page, 'Sign in or create your account');
  });

  test('a used (stale) link shows an error and no session', async () => {
    await tab.page.goto(usedLink);
    await tab.page.getByRole('alert').filter({ hasText: 'This sign-in link is invalid or has expired' }).waitFor();
    await expectHeading(tab.page, 'Sign in or create your account');
    expect(new URL(tab.page.url()).searchParams.has('t')).toBe(false);
    expect(await storedTokens(tab.page)).toEqual([]);
    await expectNoSeriousA11yViolations(tab.page, 'sign-in with a link error');
  });

  test('a forged token shows an error and no session', async () => {
    await tab.page.goto('/?t=forged-token-123');
    await tab.page.getByRole('alert').filter({ hasText: 'This sign-in link is invalid or has expired' }).waitFor();
    expect(await storedTokens(tab.page)).toEqual([]);
  });

  test('signs in again as the same user, returning to the page that asked for it', async () => {
    const { page } = tab;
    await page.goto('/assets');
    await expectHeading(page, 'Sign in or create your account');
    const link = await requestMagicLink(page, email);
    expect(new URL(link).pathname).toBe('/assets');
    await page.goto(link);
    await expectHeading(page, 'Assets');
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    expect(await page.getByTestId('signed-in-as').textContent()).toBe(email);
    // Logout reset the banner-dismissed flag.
    await page.getByRole('region', { name: 'Getting started' }).waitFor();
  });

  test("a magic link while signed in replaces the session with the link's user", async () => {
    const other = uniqueEmail('second');
    const before = await outboxSize();
    const res = await fetch(new URL('/identity/v1/auth/magiclink/signup-in/email', tab.page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer P2LOCAL000000000000000000000' },
      body: JSON.stringify({ loginId: other, URI: new URL('/', tab.page.url()).toString() }),
    });
    expect(res.ok).toBe(true);
    await tab.page.goto(await latestMagicLink(other, before));
    await expectHeading(tab.page, HOME_HEADING);
    await tab.page.getByTestId('signed-in-as').filter({ hasText: other }).waitFor();
    await signOut(tab.page);
  });
});

describe('sign-in errors and keyboard use', () => {
  test('signs in with the keyboard only', async () => {
    const fresh = await openIsolatedPage(browser);
    const { page } = fresh;
    const person = uniqueEmail('keyboard');
    await page.goto('/');
    await expectHeading(page, 'Sign in or create your account');
    // Tab from the top of the page to the e-mail field, type, Enter.
    let focused = '';
    for (let i = 0; i < 10 && focused !== 'email'; i += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.id ?? '');
    }
    expect(focused).toBe('email');
    const before = await outboxSize();
    await page.keyboard.type(person);
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Check your e-mail');
    await page.goto(await latestMagicLink(person, before));
    await expectHeading(page, HOME_HEADING);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    for (let i = 0; i < 15 && focused !== 'Sign out'; i += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Sign in or create your account');
    await fresh.context.close();
  });

  test('an invalid address and the rate limit are explained in words', async () => {
    const fresh = await openIsolatedPage(browser, { width: 390, height: 844 });
    const { page } = fresh;
    await page.goto('/');
    await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByText('Please type valid email address').waitFor();
    const person = uniqueEmail('limited');
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(new URL('/identity/v1/auth/magiclink/signup-in/email', page.url()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer P2LOCAL000000000000000000000' },
        body: JSON.stringify({ loginId: person, URI: new URL('/', page.url()).toString() }),
      });
      if (res.status === 429) break;
    }
    await page.getByLabel('E-mail', { exact: true }).fill(person);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /Too many sign-in attempts\. Please wait (\d+ seconds?|\d+ minutes|a moment) and try again\./ })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'sign-in rate limited, phone width');
    await fresh.context.close();
  });
});
