import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, HOME_HEADING, requestMagicLink, signIn } from './support/app-driver';

let browser: Browser;
let user: IsolatedPage;
const email = uniqueEmail('forms');

beforeAll(async () => {
  browser = await connectBrowser();
  user = await openIsolatedPage(browser);
  await signIn(user.page, email);
});
afterAll(async () => {
  await user?.context.close();
  await browser?.close();
});

/** One visual row of a field grid: the top and height of each control (input or select) in it, and its field's label. */
interface ControlBox {
  label: string;
  top: number;
  height: number;
  fieldTop: number;
}

/** The boxes of every control of every field grid on the page, grouped into visual rows (fields starting at one top). */
async function gridRows(page: Page): Promise<ControlBox[][]> {
  return page.evaluate(() => {
    const rows: { label: string; top: number; height: number; fieldTop: number }[][] = [];
    for (const grid of document.querySelectorAll('.kit-grid')) {
      const byTop = new Map<number, { label: string; top: number; height: number; fieldTop: number }[]>();
      for (const field of grid.querySelectorAll(':scope > .kit-field')) {
        const control = field.querySelector('.kit-field__control input, .kit-field__control select');
        if (!control) continue;
        const box = control.getBoundingClientRect();
        const fieldTop = Math.round(field.getBoundingClientRect().top);
        const label = field.querySelector('.kit-field__label')?.textContent ?? '?';
        const row = byTop.get(fieldTop) ?? [];
        row.push({ label, top: box.top, height: box.height, fieldTop });
        byTop.set(fieldTop, row);
      }
      rows.push(...byTop.values());
    }
    return rows;
  });
}

/** Every control in a row has the same top and the same height, to the pixel. */
function expectAligned(rows: ControlBox[][], where: string): void {
  expect(rows.length, where).toBeGreaterThan(0);
  for (const row of rows) {
    const first = row[0];
    for (const box of row) {
      expect(Math.abs(box.top - first.top), `${where}: ${box.label} vs ${first.label} (top)`).toBeLessThan(0.5);
      expect(Math.abs(box.height - first.height), `${where}: ${box.label} vs ${first.label} (height)`).toBeLessThan(0.5);
    }
  }
}

async function continueStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
}

describe.sequential('forms and home', () => {
  test('home of a new user: the checkout says not started, the advice is to start it, unbuilt areas are no links', async () => {
    const { page } = user;
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    const tile = page.locator('[data-area="checkout"]');
    await expect.poll(() => tile.getByTestId('tile-status-checkout').textContent()).toBe('Not started');
    expect(await tile.getByTestId('tile-next-checkout').innerText()).toBe(
      'Set up your employer and plan: the checkout takes about 15 minutes.',
    );
    expect(await tile.getByRole('link', { name: 'Start checkout' }).count()).toBe(1);
    // "What to do next" gives the next step of the first built area that has one (in home order, the set-up order:
    // the plan first); the banner welcomes and never repeats it.
    await page.getByRole('heading', { name: 'What to do next' }).waitFor();
    const firstNext = await page.locator('[data-testid^="tile-next-"]').first().innerText();
    expect(await page.getByTestId('next-step-text').first().innerText()).toBe(firstNext);
    expect(firstNext).toBe('Set up your employer and plan: the checkout takes about 15 minutes.');
    const welcome = await page.getByRole('region', { name: 'Getting started' }).innerText();
    expect(welcome).toContain('Set-up goes in order: your plan first (employer and plan setup)');
    expect(welcome).not.toContain(firstNext);
    // One status per tile: no badge beside a status line that says the same.
    for (const tile of await page.locator('[data-area]').all()) {
      const badge = tile.locator('.badge');
      const status = tile.locator('.area-card__status').first();
      if ((await badge.count()) > 0 && (await status.count()) > 0)
        expect((await badge.innerText()).toLowerCase()).not.toBe((await status.innerText()).toLowerCase());
    }
    // Identity verification says what it is before its link.
    expect(await page.locator('[data-area="identity-verification"] .area-card__about').innerText()).toBe(
      'The bank confirms who you are (an ID and photos of it) before it opens the plan’s trust account: part of the bank application.',
    );
    for (const area of await page.locator('[data-area]').all()) {
      const notBuilt = (await area.getByText('Not built yet', { exact: true }).count()) > 0;
      if (notBuilt) expect(await area.getByRole('link').count()).toBe(0);
    }
    expect(await page.getByText('Start with the bank account').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home, new user');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'home, new user, phone width');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("choosing the role with Enter puts the focus on the first field of the first step; the e-mail is the account's", async () => {
    const { page } = user;
    await page.goto('/checkout');
    await expectHeading(page, 'Set up your individual 401(k)');
    await page.getByRole('button', { name: /I am the plan owner/ }).focus();
    await page.keyboard.press('Enter');
    await expectHeading(page, 'Personal Details');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('title');
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email.toLowerCase());
    const ssnHint = page.getByText(
      'For your safety it is not kept on this device: if the page reloads before you continue, type it again.',
      {
        exact: false,
      },
    );
    await ssnHint.waitFor();
  });

  test('controls in a row line up to the pixel at 1280 and 390 wide, also with messages beside some fields', async () => {
    const { page } = user;
    expectAligned(await gridRows(page), 'personal details at 1280');
    const contact = (await gridRows(page)).find((row) => row.some((b) => b.label.startsWith('E-mail')));
    expect(contact?.map((b) => b.label.replace('*', ''))).toEqual(['E-mail', 'Phone', 'Social Security number']);
    await continueStep(page);
    await page.getByText('First name is required', { exact: true }).waitFor();
    expectAligned(await gridRows(page), 'personal details with messages at 1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expectAligned(await gridRows(page), 'personal details at 390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('mid-checkout: home shows the step, and the advice is to continue there', async () => {
    const { page } = user;
    await page.getByLabel('First name', { exact: true }).fill('Grace');
    await page.getByLabel('Last name', { exact: true }).fill('Hopper');
    await page.getByLabel('Date of birth', { exact: true }).fill('1980-12-09');
    await page.getByLabel('Occupation', { exact: true }).fill('Engineer');
    await page.getByLabel('Street address', { exact: true }).fill('1 Main St');
    await page.getByLabel('City', { exact: true }).fill('Arlington');
    await page.getByLabel('Postal code', { exact: true }).fill('22201');
    await page.getByLabel('Phone', { exact: true }).fill('555-123-4567');
    await page.getByLabel('Social Security number', { exact: true }).fill('123-45-6780');
    await page.getByLabel('State', { exact: true }).selectOption('VA');
    await page.getByRole('radio', { name: 'Female' }).check({ force: true });
    await continueStep(page);
    await expectHeading(page, 'Identity Details');
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    await expect.poll(() => page.getByTestId('tile-status-checkout').textContent()).toBe('Step 2 of 5: Identity Details');
    const tile = page.locator('[data-area="checkout"]');
    expect(await tile.getByTestId('tile-next-checkout').innerText()).toBe('Continue your checkout at Identity Details.');
    await tile.getByRole('link', { name: 'Continue checkout' }).click();
    await expectHeading(page, 'Identity Details');
  });

  test('plan details: the rows line up, the loan rate type shows its whole text, contributions refuse 150%', async () => {
    const { page } = user;
    await page.getByLabel('ID type', { exact: true }).selectOption('passport');
    await page.getByLabel('State issued', { exact: true }).selectOption('VA');
    await page.getByLabel('ID number', { exact: true }).fill('X1234567');
    await page.getByLabel('Expiration date', { exact: true }).fill('2035-01-01');
    await continueStep(page);
    await expectHeading(page, 'Employer Details');
    expectAligned(await gridRows(page), 'employer details at 1280');
    await page.getByLabel('Employer name', { exact: true }).fill('Hopper Labs');
    await page.getByLabel('Employer EIN', { exact: true }).fill('12-3456789');
    await page.getByLabel('Street address', { exact: true }).fill('2 Mill Rd');
    await page.getByLabel('City', { exact: true }).fill('Arlington');
    await page.getByLabel('Postal code', { exact: true }).fill('22201');
    await page.getByLabel('State', { exact: true }).selectOption('VA');
    await page.getByLabel('Entity type', { exact: true }).selectOption('llc');
    await page.getByLabel('Incorporation date', { exact: true }).fill('2015-03-01');
    await page.getByLabel('Incorporation state', { exact: true }).selectOption('VA');
    // A person who knows their code types it and picks it from the suggestions by keyboard; the list then closes.
    const industry = page.getByRole('combobox', { name: 'Industry code (NAICS)', exact: true });
    await industry.fill('541511');
    await industry.press('ArrowDown');
    await industry.press('Enter');
    await expect.poll(() => industry.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Industry description', { exact: true }).inputValue()).toBe(
      'Custom Computer Programming Services',
    );
    await page.getByRole('radio', { name: /Calendar year/ }).check({ force: true });
    await continueStep(page);
    await expectHeading(page, 'Plan Details');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      expectAligned(await gridRows(page), `plan details at ${width}`);
      const rate = page.getByLabel('Loan interest rate type', { exact: true });
      await rate.selectOption('primePlus');
      const fits = await rate.evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = select.selectedOptions[0].textContent ?? '';
        const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 24;
        return { text, width: ctx.measureText(text).width, room };
      });
      expect(fits.text).toBe('Prime rate plus the rate above');
      expect(fits.width, `loan rate type at ${width}`).toBeLessThanOrEqual(fits.room);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('checkbox', { name: 'Profit Sharing' }).check({ force: true });
    await page.getByLabel('Profit Sharing percent').fill('150');
    await page.getByLabel('Profit Sharing amount ($)').fill('10.555');
    await continueStep(page);
    await page.getByText('The percent must be from 0 to 100.', { exact: true }).waitFor();
    await page.getByText('The amount can have at most two decimals (cents).', { exact: true }).waitFor();
    const percent = page.getByLabel('Profit Sharing percent');
    expect(await percent.getAttribute('aria-invalid')).toBe('true');
    expect(await percent.inputValue()).toBe('150');
    expectAligned(await gridRows(page), 'plan details with messages');
    await expectNoSeriousA11yViolations(page, 'plan details with contribution messages');
  });

  test('the signature field says one true thing: typed mode never talks about the mouse', async () => {
    const { page } = user;
    const signature = page.getByRole('group', { name: 'Signature', exact: true });
    const hint = signature.getByTestId('signature-hint');
    expect(await hint.innerText()).toContain('Not signed yet. Draw your signature');
    await signature.getByRole('button', { name: 'Type', exact: true }).click();
    expect(await hint.innerText()).toBe('Not signed yet. Type your full name to sign.');
    await signature.getByLabel('Type your full name to sign').fill('Grace Hopper');
    await expect.poll(() => hint.innerText()).toBe('Signed with your typed name.');
  });

  test('the opt-in dialog keeps the keyboard inside, works at phone width and Escape closes it without an answer', async () => {
    const fresh = await openIsolatedPage(browser);
    const { page } = fresh;
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    const link = await requestMagicLink(page, uniqueEmail('optin-keys'));
    await page.goto(link);
    await expectHeading(page, HOME_HEADING);
    const dialog = page.getByRole('dialog', { name: 'Stay up to date' });
    await dialog.waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('Yes, keep me posted');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('No, thanks');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Yes, keep me posted');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('No, thanks');
    // Opened as a modal (top layer, the page behind inert), not as a plain open dialog.
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    await expectNoSeriousA11yViolations(page, 'opt-in dialog at phone width');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('optInChoice'))).toBeNull();
    expect(await page.getByText('Got it: we will not e-mail you about your plan.').count()).toBe(0);
    await fresh.context.close();
  });

  test('"Yes, keep me posted" is confirmed with a toast', async () => {
    const fresh = await openIsolatedPage(browser);
    const { page } = fresh;
    await page.goto('/');
    const link = await requestMagicLink(page, uniqueEmail('optin'));
    await page.goto(link);
    await expectHeading(page, HOME_HEADING);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Yes, keep me posted' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Thanks! We will e-mail you when your plan needs your attention.', { exact: true }).waitFor();
    await fresh.context.close();
  });
});
