import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, drawSignature, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { apiPut, seedOwnersPlan } from './support/plan-invitations';
import { DESKTOP, expectFitsPhone, PHONE } from './support/phone-width';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A day `days` from today on the real clock (YYYY-MM-DD), and as the app writes it ("Nov 28, 2026"). */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const asPeopleRead = (iso: string): string =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * Decision 0339: an owner with a plan and a deposit signs the resolution to terminate the plan, confirms what it means,
 * sees the checklist; a deposit dated after the termination date is refused beside its date; the 5500-EZ card says the
 * final return is required. On the real clock: the deposit five days ago, the resolution three, the termination two.
 */
describe('ending the plan', () => {
  let tab: IsolatedPage;
  const deposited = dayFromToday(-5);
  const resolved = dayFromToday(-3);
  const terminated = dayFromToday(-2);

  beforeAll(async () => {
    tab = await openIsolatedPage(browser);
    await signIn(tab.page, uniqueEmail('terminate'));
    await answerOptInIfOffered(tab.page);
    await seedOwnersPlan(tab.page);
    const deposit = { source: 'Profit Sharing', amount: 1200, deposit_date: deposited, tax_year: Number(deposited.slice(0, 4)) };
    expect(await apiPut(tab.page, '/contributions', deposit, 'POST')).toBe(201);
  });
  afterAll(async () => {
    await tab?.context.close();
  });

  test('the owner signs the resolution, sees the checklist, and no deposit is dated after the termination date', async () => {
    const { page } = tab;
    await page.goto('/plan-termination');
    await expectHeading(page, 'Ending the plan');
    await expectNoSeriousA11yViolations(page, 'the resolution form');

    await page.getByLabel('Resolution date', { exact: true }).fill(resolved);
    await page.getByLabel('Termination date', { exact: true }).fill(terminated);
    await page.getByLabel('First name', { exact: true }).fill('Avery');
    await page.getByLabel('Last name', { exact: true }).fill('Quinn');
    await page.getByLabel('Title', { exact: true }).fill('Owner');
    await drawSignature(page);
    await page.getByRole('button', { name: 'Sign the resolution' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Terminate the plan?' });
    await expectVisible(page, dialog);
    await expectText(page, 'This cannot be undone');
    await dialog.getByRole('button', { name: 'Terminate the plan' }).click();

    await expectVisible(page, page.getByRole('heading', { name: 'Terminating: 2 steps left' }));
    await expectText(page, 'Your account: $1,200.00 left.');
    await expectText(page, /A final return for plan year \d{4} is required, whatever the assets/);
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'the termination checklist');
    await expectNoSeriousA11yViolations(page, 'the termination checklist at 390 px');
    await page.setViewportSize(DESKTOP);

    await page.goto('/contributions');
    await expectHeading(page, 'Contributions');
    await page.getByLabel('Source', { exact: true }).selectOption('Profit Sharing');
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByLabel('Deposit date', { exact: true }).fill(dayFromToday(-1));
    await page.getByRole('button', { name: 'Record the deposit' }).click();
    const message = `No deposit can be dated after the plan's termination date (${asPeopleRead(terminated)})`;
    await expectText(page, message);
    const date = page.getByLabel('Deposit date', { exact: true });
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(async () => (await date.getAttribute('aria-describedby')) ?? '').not.toBe('');
    const describedBy = ((await date.getAttribute('aria-describedby')) ?? '').split(' ');
    const described = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(described.join(' ')).toContain(message);
    await expect.poll(() => page.getByLabel('Amount', { exact: true }).inputValue()).toBe('100');

    await expectVisible(page, page.getByTestId('form-5500-ez-final'));
    await expectText(page, "This is the plan's final year: the final return is required whatever the assets.");

    // Home says where the plan stands.
    await page.goto('/');
    await expectHeading(page, 'Your plan');
    await expectText(page, 'Terminating: 2 steps left');
  });
});
