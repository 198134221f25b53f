import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '@/domain/display/format-date';
import { MONTH_NAMES } from '@/domain/statements';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { expectFitsPhone } from './support/phone-width';
import { apiPut, seedOwnersPlan } from './support/plan-invitations';
import { convertAfterTaxToRoth, expectConversionForm } from './support/roth-conversion';

/**
 * The journey's month: the last whole month before today (a month reconciles only when a statement covers each of its
 * days), its first and last day, and the year the deposit counts for.
 */
const today = new Date();
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
const iso = (d: Date): string => d.toISOString().slice(0, 10);
const year = monthStart.getUTCFullYear();
const monthName = `${MONTH_NAMES[monthStart.getUTCMonth()]} ${year}`;

/** One line of a CSV statement: the day, the bank's description, the signed amount in dollars. */
type StatementLine = [day: string, description: string, amount: string];

let browser: Browser;
let owner: IsolatedPage;
let files: string;

beforeAll(async () => {
  browser = await connectBrowser();
  files = mkdtempSync(join(tmpdir(), 'trust-account-e2e-'));
  owner = await openIsolatedPage(browser);
  await signIn(owner.page, uniqueEmail('trust-account'));
  await seedOwnersPlan(owner.page);
});
afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
  if (files) rmSync(files, { recursive: true, force: true });
});

/** Writes a CSV statement as a bank exports it (date, description, amount) and answers its path. */
function writeStatementCsv(name: string, lines: readonly StatementLine[]): string {
  const path = join(files, name);
  const rows = lines.map(([day, description, amount]) => `${day},${description},"${amount}"`);
  writeFileSync(path, ['Date,Description,Amount', ...rows].join('\n'));
  return path;
}

/** Chooses the file in the statement field and waits for the import's notice. */
async function importStatement(page: Page, path: string, notice: string | RegExp): Promise<void> {
  await page.getByLabel('Statement file').setInputFiles(path);
  await expectText(page, notice, 20_000);
}

/** The row of the transaction whose description is `description` in the month shown. */
const transactionRow = (page: Page, description: string) =>
  page.getByTestId('statement-transaction').filter({ has: page.getByRole('rowheader', { name: description }) });

/** Waits until the month's reconciliation shows `state` ("Reconciled" or "Does not reconcile"). */
async function expectMonthState(page: Page, state: 'Reconciled' | 'Does not reconcile'): Promise<void> {
  const heading = page.getByRole('heading', { name: `Reconciliation for ${monthName} ${state}`, exact: true });
  await expectVisible(page, heading);
}

/** Opens a transaction's classify form and fills it: the kind in words, a contribution's source and tax year. */
async function fillClassification(
  page: Page,
  description: string,
  what: { kind: string; source?: string; taxYear?: number },
): Promise<void> {
  await transactionRow(page, description)
    .getByRole('button', { name: /^Classify / })
    .click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('classify-title');
  await page.getByLabel('What it is').selectOption({ label: what.kind });
  if (what.source !== undefined) await page.getByLabel('Contribution source').selectOption({ label: what.source });
  if (what.taxYear !== undefined) await page.getByLabel('Tax year').selectOption(String(what.taxYear));
}

describe('the trust account, reconciled', () => {
  const statement: StatementLine[] = [
    [iso(monthStart), 'DEPOSIT QUINN LLC', '5,000.00'],
    [iso(monthStart), 'AFTER-TAX PAYROLL QUINN', '20,000.00'],
    [iso(monthEnd), 'INTEREST PAID', '1.23'],
  ];

  test('import a statement, classify the deposits (Profit Sharing, After Tax): in the ledger, the month reconciles; the file again adds nothing', async () => {
    const { page } = owner;
    await page.goto('/trust-account');
    await expectHeading(page, 'Trust account');
    await expectNoSeriousA11yViolations(page, 'trust account, nothing imported');

    // A malformed line: the field names it, and nothing is imported (the good file below adds both its lines).
    const malformed = writeStatementCsv('malformed.csv', [...statement, [iso(monthEnd), 'WIRE FEE', '12,x']]);
    await page.getByLabel('Statement file').setInputFiles(malformed);
    await expectText(page, 'Line 5: the amount "12,x" is not a number', 20_000);

    const csv = writeStatementCsv('statement.csv', statement);
    await importStatement(page, csv, 'statement.csv is imported: 3 transactions added.');
    await expectVisible(page, transactionRow(page, 'DEPOSIT QUINN LLC').getByText('$5,000.00'));
    await expectVisible(page, transactionRow(page, 'DEPOSIT QUINN LLC').getByText('Not classified').first());
    await expectVisible(page, transactionRow(page, 'INTEREST PAID').getByText('Investment income'));
    await expectMonthState(page, 'Does not reconcile');

    await fillClassification(page, 'DEPOSIT QUINN LLC', { kind: 'Contribution', source: 'Profit Sharing', taxYear: year });
    await expectNoSeriousA11yViolations(page, 'trust account, classifying a deposit');
    await expectFitsPhone(page, 'trust account, classifying a deposit');
    await page.getByRole('button', { name: 'Save the class' }).click();
    await expectText(page, 'DEPOSIT QUINN LLC is classified as Contribution.', 20_000);
    await expectVisible(page, transactionRow(page, 'DEPOSIT QUINN LLC').getByText(`Contribution: Profit Sharing, ${year}`));
    await expectVisible(page, transactionRow(page, 'DEPOSIT QUINN LLC').getByText('Created'));
    await expectMonthState(page, 'Does not reconcile');
    // The after-tax deposit too: then every dollar of the month is in the ledger.
    await fillClassification(page, 'AFTER-TAX PAYROLL QUINN', { kind: 'Contribution', source: 'After Tax', taxYear: year });
    await page.getByRole('button', { name: 'Save the class' }).click();
    await expectText(page, 'AFTER-TAX PAYROLL QUINN is classified as Contribution.', 20_000);
    await expectVisible(page, transactionRow(page, 'AFTER-TAX PAYROLL QUINN').getByText(`Contribution: After Tax, ${year}`));
    await expectMonthState(page, 'Reconciled');
    await expectNoSeriousA11yViolations(page, 'trust account, reconciled');
    await expectFitsPhone(page, 'trust account, reconciled');

    await importStatement(page, csv, 'statement.csv was imported before: nothing was added.');
    await expect.poll(() => page.getByTestId('statement-transaction').count()).toBe(3);
    await expectMonthState(page, 'Reconciled');

    // Home's tile names what does not reconcile yet: at least this month, whose statement is still to come.
    await page.goto('/');
    const tile = page.locator('[data-area="trust-account"]');
    await expect.poll(() => tile.getByTestId('tile-status-trust-account').textContent()).toMatch(/ not reconciled$/);
    await expectVisible(page, tile.getByRole('link', { name: 'Reconcile the trust account' }));

    await page.goto('/contributions');
    await expectHeading(page, 'Contributions');
    const yearButton = page.getByRole('group', { name: 'Tax year shown' }).getByRole('button', { name: String(year) });
    await yearButton.click();
    await expect.poll(() => yearButton.getAttribute('aria-pressed')).toBe('true');
    const deposit = page.getByRole('table', { name: `Deposits for ${year}` }).getByRole('row', {
      name: new RegExp(`${formatDate(iso(monthStart)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*Profit Sharing.*\\$5,000\\.00`),
    });
    await expectVisible(page, deposit);
  });

  test('the after-tax money is converted to Roth in the plan, and its Form 1099-R (code G, box 5) is among the tax forms', async () => {
    const { page } = owner;
    // $2,000 of interest held as cash: every account's share grows by 8% ($27,000 for $25,000 deposited).
    const interest = { type: 'cash', subtype: 'Interest', record_type: 'record', purchase_price: 2000 };
    expect(await apiPut(page, '/assets', interest, 'POST')).toBe(201);
    // Half of the $21,600 after-tax account: $10,000 of its $20,000 basis, $800 of earnings taxable (IRC 72(e)(8)).
    const thisYear = new Date().getUTCFullYear();
    const figures = { amount: '$10,800.00', basis: '$10,000.00', taxable: '$800.00', year: thisYear };
    await convertAfterTaxToRoth(page, '10,800', figures);
    await expectText(page, `Your Roth account's 5-year period started in ${thisYear}`);
    await expectNoSeriousA11yViolations(page, 'distributions, Roth conversion');
    await expectFitsPhone(page, 'distributions, Roth conversion');
    await expectConversionForm(page, thisYear, figures);
  });
});
