import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../server/plan-documents/pdf-test-kit';
import { ownerSteps } from '../server/plan-documents/plan-document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { drawSignature, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { apiPut } from './support/plan-invitations';
import { expectFitsPhone } from './support/phone-width';

/**
 * Bringing a plan from elsewhere (decisions 0343, 0344): an owner whose first three checkout steps are saved picks "A
 * plan I already have elsewhere", enters its original effective date and number, sees and pays the takeover fee, then
 * files the plan's documents, enters the opening balances and a prior 5500-EZ filing, and reads the original date on
 * the adoption agreement.
 */
const TODAY = new Date().toISOString().slice(0, 10);
const YEAR = Number(TODAY.slice(0, 4));
const PRIOR_YEAR = YEAR - 1;

let browser: Browser;
let tab: IsolatedPage;

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openIsolatedPage(browser);
  const { page } = tab;
  await signIn(page, uniqueEmail('takeover'));
  const steps = ownerSteps();
  const { spouse_first_name: _f, spouse_last_name: _l, spouse_email: _e, ...single } = steps.personalDetails;
  expect(await apiPut(page, '/checkout/steps/personalDetails', { ...single, married: false })).toBe(200);
  const identity = { id_type: 'passport', id_number: 'X1234567', id_state: 'OR', id_expiry_date: '2035-01-01' };
  expect(await apiPut(page, '/checkout/steps/identityDetails', identity)).toBe(200);
  expect(await apiPut(page, '/checkout/steps/employerDetails', steps.employerDetails)).toBe(200);
  expect(await apiPut(page, '/checkout/progress', { current_step: 'planDetails', variant: 'planOwner' })).toBe(200);
});
afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Submits by keyboard: the field left shows its message on blur, which moves the button under a pointer's click. */
async function submit(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).press('Enter');
}

describe.sequential('plan takeover', () => {
  test('checkout: the existing plan path asks its date and number, shows and charges the takeover fee', async () => {
    const { page } = tab;
    await page.goto('/checkout');
    await expectHeading(page, 'Plan Details');
    expect(await page.getByRole('radio', { name: 'A new plan' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'A plan I already have elsewhere' }).check({ force: true });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, 'Original effective date is required');
    await expectText(page, 'Plan number is required');
    await fill(page, { 'Plan number': '5' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, 'Plan number must be three digits from 001 to 500');
    await expectNoSeriousA11yViolations(page, 'plan details, existing plan');
    await expectFitsPhone(page, 'plan details, existing plan');
    await fill(page, {
      'Original effective date': '2015-03-01',
      'Plan number': '002',
      'Plan name': 'Quinn Consulting Solo 401(k) Plan',
      'Tax year plan is established': `${YEAR}-01-01`,
      'Loan interest rate (%)': '9',
      'Signer first name': 'Avery',
      'Signer last name': 'Quinn',
      'Signer title': 'Managing Member',
      'Signed on': TODAY,
    });
    await page.getByRole('checkbox', { name: 'Profit Sharing' }).check({ force: true });
    await page.getByLabel('Profit Sharing percent').fill('25');
    await drawSignature(page);
    await page.getByRole('img', { name: 'Signature preview', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Review your details');
    const review = page.locator('main');
    for (const text of ['A plan I already have elsewhere', 'Mar 1, 2015', '002', 'Plan takeover fee', '$250.00', '$750.00'])
      await review.getByText(text, { exact: true }).first().waitFor();
    expect(await review.getByText('Setup fee', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
    await expectHeading(page, 'Checkout');
    await page.getByTestId('invoice-total').getByText('$750.00').waitFor();
    await fill(page, {
      'Name on card': 'Avery Quinn',
      'Card number': '4242424242424242',
      'Expiry (MM/YY)': '12/34',
      'Security code (CVC)': '123',
    });
    await page.getByRole('button', { name: 'Pay $750.00' }).click();
    await expectHeading(page, 'Payment received');
  });

  test('the adoption agreement carries the original effective date and plan number', async () => {
    const { page } = tab;
    const download = page.getByRole('button', { name: /^Download .*Adoption Agreement/ });
    await expect.poll(() => download.count(), { timeout: 20_000 }).toBe(1);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const text = (await pdfText(new Uint8Array(await streamBytes(await file.createReadStream())))).replace(/\s+/g, ' ');
    expect(text).toContain('Plan number 002');
    expect(text).toContain('Effective date Mar 1, 2015');
  });

  test('bring your plan: documents, opening balances and a prior filing, from home', async () => {
    const { page } = tab;
    await page.goto('/');
    await expectText(page, 'Bring your plan: 0 of 4 done');
    await page.goto('/plan-takeover');
    await expectHeading(page, 'Bring your plan');
    const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n'.padEnd(2048, 'A')) });
    await page.getByLabel('Upload: Current adoption agreement', { exact: true }).setInputFiles(pdf('adoption.pdf'));
    await expectText(page, 'Current adoption agreement is in your library.', 20_000);
    await page.getByLabel('Upload: Trust document', { exact: true }).setInputFiles(pdf('trust.pdf'));
    await expectText(page, 'Trust document is in your library.', 20_000);
    await expectText(page, /Bring your plan: 2 of 4 done/);
    await page.getByLabel('Upload: IRS EIN letter (CP 575 or 147C)', { exact: true }).setInputFiles(pdf('cp575.pdf'));
    await expectText(page, 'IRS EIN letter (CP 575 or 147C) is in your library.', 20_000);

    // A Roth basis above the Roth balance: the message beside the field, what was typed kept.
    await fill(page, {
      'Deferral Pre-Tax': '50,000',
      'Deferral Roth': '20,000',
      'Roth basis (contributions not yet taken out)': '25,000',
    });
    await submit(page, 'Record the opening balances');
    await expectText(page, 'Roth basis can not be more than the Roth balance of $20,000.00');
    await expectText(page, 'The year of the first Roth contribution is required for Roth money');
    await expect.poll(() => page.getByLabel('Deferral Pre-Tax', { exact: true }).inputValue()).toBe('50,000');
    await expectFitsPhone(page, 'bring your plan');
    await fill(page, { 'Roth basis (contributions not yet taken out)': '15,000', 'Year of the first Roth contribution': '2016' });
    await submit(page, 'Record the opening balances');
    await expectText(page, 'Opening balances recorded.', 20_000);
    await expectText(page, /Opening balances as of .+: \$70,000\.00 in all\./);
    await expectText(page, /Bring your plan: all done\. Plan number 002, first effective Mar 1, 2015/);

    await fill(page, {
      'Plan year': String(PRIOR_YEAR),
      'Filed on': `${YEAR}-01-15`,
      'Total plan assets at the year end': '65,000',
    });
    await submit(page, 'Record the filing');
    await expectText(page, `The ${PRIOR_YEAR} filing is recorded.`, 20_000);
    await expectVisible(page, page.getByRole('table', { name: 'Prior Form 5500-EZ filings' }).getByText('$65,000.00'));
    await expectNoSeriousA11yViolations(page, 'bring your plan, done');

    await page.goto('/');
    await expectText(page, 'Bring your plan: all done');
  });
});
