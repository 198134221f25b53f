import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { apiPut } from './support/plan-invitations';
import { DESKTOP, PHONE } from './support/phone-width';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The journey runs on the real clock, so the owner's plan year ends today (an employer whose fiscal year ends on
 * today's month and day): an asset recorded today is held at the year end, and a value dated today is its year-end
 * value (decision 0338). The plan year is named by the calendar year it begins in.
 */
const TODAY = new Date().toISOString().slice(0, 10);
const [YEAR, MONTH, DAY] = TODAY.split('-').map(Number) as [number, number, number];
const PLAN_YEAR = MONTH === 12 && DAY === 31 ? YEAR : YEAR - 1;

describe('year-end values', () => {
  let tab: IsolatedPage;

  beforeAll(async () => {
    tab = await openIsolatedPage(browser);
    await signIn(tab.page, uniqueEmail('year-end'));
    await answerOptInIfOffered(tab.page);
    const employer = { employer_fiscal_year_end: 'fiscalBased', employer_fiscal_year_end_date: `2020-${TODAY.slice(5)}` };
    expect(await apiPut(tab.page, '/checkout/steps/employerDetails?draft=true', employer)).toBe(200);
    const savings = { name: 'Savings', type: 'cash', subtype: 'Savings account', record_type: 'record', purchase_price: 1000 };
    expect(await apiPut(tab.page, '/assets', savings, 'POST')).toBe(201);
  });
  afterAll(async () => {
    await tab?.context.close();
  });

  test('the 5500-EZ names the asset without a year-end value; recording it with a statement file unblocks the return', async () => {
    const { page } = tab;
    await page.goto('/contributions');
    await expectHeading(page, 'Contributions');
    const blocked = page.getByTestId('form-5500-ez-year-end-values');
    await expectVisible(page, blocked);
    await expectText(page, `Savings: no year-end value for ${PLAN_YEAR}`);
    await expect.poll(() => page.getByRole('button', { name: 'Prepare the prefilled Form 5500-EZ' }).isDisabled()).toBe(true);

    await page.goto('/assets');
    await expectHeading(page, 'Assets');
    await expectVisible(page, page.getByRole('heading', { name: `Year-end values for ${PLAN_YEAR}` }));
    await expectText(
      page,
      `1 asset needs a year-end value with its evidence for ${PLAN_YEAR} before the 5500-EZ can be prepared.`,
    );
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, 'year-end values at 390 px');
    await page.setViewportSize(DESKTOP);

    // Nothing chosen: each field says what it needs, and what was typed stays.
    await page.getByLabel('Value at the year end', { exact: true }).fill('1,002.50');
    await page.getByRole('button', { name: 'Record the year-end value' }).click();
    await expectText(page, 'Choose the asset');
    await expectText(page, 'Attach the evidence file');
    await expect.poll(() => page.getByLabel('Value at the year end', { exact: true }).inputValue()).toBe('1,002.50');

    await page.getByLabel('Asset', { exact: true }).selectOption({ label: 'Savings' });
    await expect.poll(() => page.getByLabel('Evidence', { exact: true }).inputValue()).toBe('bank_statement');
    await expect.poll(() => page.getByLabel('Date of the value', { exact: true }).inputValue()).toBe(TODAY);
    await page.getByLabel('Evidence file', { exact: true }).setInputFiles({
      name: 'december-statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'.padEnd(2048, 'A')),
    });
    await page.getByRole('button', { name: 'Record the year-end value' }).click();
    await expectText(page, 'Savings: year-end value recorded with its evidence.', 20_000);
    await expectText(page, `Every asset has its year-end value for ${PLAN_YEAR}.`);
    await expectText(page, /Recorded: \$1,002\.50 on .+, Bank statement in your library/);

    await page.goto('/contributions');
    await expectHeading(page, 'Contributions');
    await expect.poll(() => page.getByRole('button', { name: 'Prepare the prefilled Form 5500-EZ' }).isDisabled()).toBe(false);
    expect(await page.getByTestId('form-5500-ez-year-end-values').count()).toBe(0);
  });
});
