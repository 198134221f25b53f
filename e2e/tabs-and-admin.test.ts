import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import {
  E2E_ADMIN_MODE_REASON,
  enterAdminMode,
  expectHeading,
  expectVisible,
  HOME_HEADING,
  signIn,
  storedTokens,
} from './support/app-driver';
import { inject } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('tabs', () => {
  test('logout in one tab logs out a second tab', async () => {
    const first = await openIsolatedPage(browser);
    await signIn(first.page, uniqueEmail('tabs'));
    const second = await first.context.newPage();
    await second.goto('/library');
    await expectHeading(second, 'Document library');
    await first.page.getByRole('button', { name: 'Sign out' }).click();
    await expectHeading(first.page, 'Sign in or create your account');
    await expectHeading(second, 'Sign in or create your account');
    expect(new URL(second.url()).pathname).toBe('/');
    expect(await storedTokens(second)).toEqual([]);
    await first.context.close();
  });
});

describe('admin mode', () => {
  let participant: IsolatedPage;
  let support: IsolatedPage;
  const participantEmail = uniqueEmail('participant');
  const searchWord = participantEmail.split('@')[0].split('-').at(-1)!;

  beforeAll(async () => {
    participant = await openIsolatedPage(browser);
    await signIn(participant.page, participantEmail);
    support = await openIsolatedPage(browser);
    // Admin mode needs a second factor (decision 0266): the support user signs in with magic link plus a code.
    await signIn(support.page, inject('supportEmail'));
    const amr = await support.page.evaluate(() => JSON.parse(atob((localStorage.getItem('DS') ?? '..').split('.')[1])).amr);
    expect(amr).toEqual(['email', 'totp', 'mfa']);
  });
  afterAll(async () => {
    await participant?.context.close();
    await support?.context.close();
  });

  async function actAsParticipant(page: Page): Promise<void> {
    await expectVisible(page, page.getByRole('link', { name: 'Admin mode' }));
    await page.getByRole('link', { name: 'Admin mode' }).click();
    await expectHeading(page, 'Admin mode');
    await page.getByLabel('Search participants').fill('a');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Search value must contain at least 2 non-whitespace characters').waitFor();
    await page.getByLabel('Search participants').fill('x;y');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Only letters digits and spaces are allowed').waitFor();
    await page.getByLabel('Search participants').fill(searchWord);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Act as ${participantEmail}` }).waitFor();
    await expectNoSeriousA11yViolations(page, 'admin search results');
    // The reason first (decision 0297): the dialog is checked by axe, Escape closes it and admin mode stays off.
    await page.getByRole('button', { name: `Act as ${participantEmail}` }).click();
    await expectVisible(page, page.getByRole('dialog', { name: `Act as ${participantEmail}?` }));
    await expectNoSeriousA11yViolations(page, 'admin mode reason dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: 'Acting as a participant' }).count()).toBe(0);
    await enterAdminMode(page, participantEmail);
  }

  test('the entry point is hidden without the support role, and the page is not there', async () => {
    expect(await participant.page.getByRole('link', { name: 'Admin mode' }).count()).toBe(0);
    await participant.page.goto('/admin');
    await expectHeading(participant.page, 'Page not found');
  });

  test("entry and exit drop cached data: the participant's data never shows after leaving", async () => {
    const { page } = support;
    const meRequests: Array<string | undefined> = [];
    const participantRequests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('/me')) meRequests.push(r.headers()['x-act-as']);
      if (path.startsWith('/solo401k/') && r.headers()['x-act-as']) participantRequests.push(path);
    });
    await actAsParticipant(page);
    await expect.poll(() => page.getByTestId('acting-as').textContent()).toBe(participantEmail);
    await page.getByRole('link', { name: 'Home' }).click();
    await expectHeading(page, `${participantEmail}'s account`);
    await page.getByTestId('account-email').filter({ hasText: participantEmail }).waitFor();
    await expectNoSeriousA11yViolations(page, 'home in admin mode');
    expect(meRequests.some((h) => h !== undefined)).toBe(true);
    // Every product call of the tab acts as the participant, not only the home page's own.
    await page.reload();
    await expectHeading(page, `${participantEmail}'s account`);
    await expect.poll(() => participantRequests.filter((p) => p.endsWith('/config')).length).toBeGreaterThan(0);
    const before = meRequests.length;
    await page.getByRole('button', { name: 'Leave admin mode' }).click();
    await expectHeading(page, 'Admin mode');
    expect(await page.getByRole('region', { name: 'Acting as a participant' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Home' }).click();
    await expectHeading(page, HOME_HEADING);
    await expect.poll(() => page.getByTestId('account-email').textContent()).toBe(inject('supportEmail'));
    expect(await page.getByText(participantEmail).count()).toBe(0);
    // Home shows the person signed in from the session's current user; any account read after leaving acts for no one.
    expect(meRequests.slice(before).every((h) => h === undefined)).toBe(true);

    // The trail has the entry, the pages read and the exit, in words, with the reason (decision 0297).
    await page.goto('/support/audit');
    await expectHeading(page, 'Audit trail');
    await page.getByLabel('Participant').fill(participantEmail);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('region', { name: 'Audit entries' });
    await expectVisible(page, table.getByText('Entered admin mode').first());
    await expectVisible(page, table.getByText('Left admin mode').first());
    await expectVisible(page, table.getByText(/^Viewed \/\S* in admin mode/).first());
    await expectVisible(page, table.getByText(`Reason: ${E2E_ADMIN_MODE_REASON}`).first());
    expect(await table.getByText('enter_admin_mode').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expectHeading(page, HOME_HEADING);
  });

  test('admin mode in one tab does not leak into another tab', async () => {
    const { page } = support;
    await actAsParticipant(page);
    const other = await support.context.newPage();
    await other.goto('/');
    await expectHeading(other, HOME_HEADING);
    expect(await other.getByRole('region', { name: 'Acting as a participant' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('region', { name: 'Acting as a participant' }).waitFor();
    await other.reload();
    await expectHeading(other, HOME_HEADING);
    expect(await other.getByRole('region', { name: 'Acting as a participant' }).count()).toBe(0);
    await other.close();
    await page.getByRole('button', { name: 'Leave admin mode' }).click();
    await page.getByRole('region', { name: 'Acting as a participant' }).waitFor({ state: 'detached' });
  });
});
