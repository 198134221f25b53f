import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pdfText } from '../server/plan-documents/pdf-test-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { drawSignature, expectHeading, expectVisible, signIn } from './support/app-driver';
import { inviteToPlan, joinFromInvitation } from './support/plan-invitations';

const TODAY = new Date().toISOString().slice(0, 10);
const PLAN_NAME = 'Analytical Engines 401(k) Plan';
const EIN = '12-3456789';

let browser: Browser;
let owner: IsolatedPage;
const ownerEmail = uniqueEmail('owner');
/** Payment requests the owner's page sent (POST .../invoices/{id}/payments). */
const paymentRequests: string[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
  owner = await openIsolatedPage(browser);
  owner.page.on('request', (r) => {
    if (r.method() === 'POST' && /\/invoices\/[^/]+\/payments$/.test(new URL(r.url()).pathname)) paymentRequests.push(r.url());
  });
  await signIn(owner.page, ownerEmail);
});
afterAll(async () => {
  await owner?.context.close();
  await browser?.close();
});

/** Adds what the page shows to a failed step, so a failure says where the app was. */
async function explainFailure(page: Page, step: Promise<unknown>): Promise<void> {
  try {
    await step;
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`${(error as Error).message}\nThe page showed:\n${shown.slice(0, 1500)}`);
  }
}

/** Every byte of a download stream (the browser runs remotely, so there is no local path). */
async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Fills text fields by their labels (exact). */
async function fillAll(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function selectAll(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).selectOption(value);
}

async function continueStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Continue|Continue to payment|Save and return to review)$/ }).click();
}

/** The statuses of the step list, e.g. ['personalDetails:complete', 'identityDetails:current', ...]. */
async function stepStatuses(page: Page): Promise<string[]> {
  return page
    .locator('.step-list [data-step]')
    .evaluateAll((items) => items.map((i) => `${i.getAttribute('data-step')}:${i.getAttribute('data-status')}`));
}

async function expectMessages(page: Page, messages: string[]): Promise<void> {
  for (const message of messages)
    await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBeGreaterThan(0);
}

/** Draws a stroke on the (first) signature pad. */

async function fillPersonal(page: Page, first: string): Promise<void> {
  await fillAll(page, {
    'First name': first,
    'Last name': 'Lovelace',
    'Date of birth': '1980-12-10',
    Occupation: 'Engineer',
    'Street address': '1 Main St',
    City: 'Springfield',
    'Postal code': '62701',
    'E-mail': 'ada@example.com',
    Phone: '555-123-4567',
    'Social Security number': '123-45-6780',
  });
  await selectAll(page, { State: 'IL' });
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
}

async function fillIdentity(page: Page): Promise<void> {
  await selectAll(page, { 'ID type': 'passport', 'State issued': 'IL' });
  await fillAll(page, { 'ID number': 'X1234567', 'Expiration date': '2035-01-01' });
}

describe.sequential('checkout: plan owner', () => {
  test('first entry asks the role; the step list shows the plan-owner steps', async () => {
    const { page } = owner;
    await page.goto('/checkout');
    await expectHeading(page, 'Set up your individual 401(k)');
    await expectNoSeriousA11yViolations(page, 'role choice');
    await explainFailure(page, page.getByRole('button', { name: /I am the plan owner/ }).click());
    await expectHeading(page, 'Personal Details');
    expect(await stepStatuses(page)).toEqual([
      'personalDetails:current',
      'identityDetails:upcoming',
      'employerDetails:upcoming',
      'planDetails:upcoming',
      'payment:keystone',
    ]);
    await expectNoSeriousA11yViolations(page, 'personal details');
  });

  test('personal details left empty: every exact message beside its field; the spouse fields follow married; then valid data moves on', async () => {
    const { page } = owner;
    await continueStep(page);
    await expectMessages(page, [
      'First name is required',
      'Last name is required',
      'Date of birth is required',
      'Address is required',
      'City is required',
      'Postal Code is required',
      'State is required',
      'Phone is required',
      'Occupation is required',
      'Gender is required',
      'Should be valid SSN',
    ]);
    // The e-mail comes prefilled from the signed-in account (issue 11).
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(ownerEmail.toLowerCase());
    const first = page.getByLabel('First name', { exact: true });
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('first_name');
    const describedBy = (await first.getAttribute('aria-describedby'))!.split(' ');
    const texts = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).innerText()));
    expect(texts).toContain('First name is required');
    await expectNoSeriousA11yViolations(page, 'personal details with errors');
    expect(await page.getByLabel('Social Security number').getAttribute('type')).toBe('password');
    await fillPersonal(page, 'Ada');
    expect(await page.getByLabel("Spouse's first name").count()).toBe(0);
    await page.getByRole('checkbox', { name: 'I am married' }).check({ force: true });
    await continueStep(page);
    await expectMessages(page, [
      "Spouse's First Name is required",
      "Spouse's Last Name is required",
      "Spouse's email is required",
    ]);
    await fillAll(page, { "Spouse's first name": 'Bob', "Spouse's last name": 'Lovelace', "Spouse's e-mail": 'bob@example.com' });
    await continueStep(page);
    await expectHeading(page, 'Identity Details');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('identity details left empty shows its messages; valid data moves on', async () => {
    const { page } = owner;
    await expectNoSeriousA11yViolations(page, 'identity details');
    await continueStep(page);
    await expectMessages(page, [
      'ID Type is required',
      'ID Number is required',
      'State Issued name is required',
      'Expiration date is required',
    ]);
    await fillIdentity(page);
    await continueStep(page);
    await expectHeading(page, 'Employer Details');
  });

  test('employer details: messages when empty; a reload in the middle keeps every typed value', async () => {
    const { page } = owner;
    await expectNoSeriousA11yViolations(page, 'employer details');
    await continueStep(page);
    await expectMessages(page, [
      'Employer Name is required',
      'Should be valid EIN',
      'Entity type is required',
      'Incorporation date is required',
      'Incorporation State is required',
      'Tax year end date is required',
      'Industry code is required',
      'Address is required',
      'City is required',
      'State is required',
      'Postal Code is required',
    ]);
    await page.getByRole('radio', { name: /Fiscal year/ }).check({ force: true });
    await continueStep(page);
    await expectMessages(page, ['Employer Fiscal Year End Date is required']);
    await page.getByRole('radio', { name: /Calendar year/ }).check({ force: true });
    expect(await page.getByLabel('Fiscal year end date').count()).toBe(0);
    await fillAll(page, {
      'Employer name': 'Analytical Engines LLC',
      'Employer EIN': EIN,
      'Street address': '2 Mill Rd',
      City: 'Springfield',
    });
    await selectAll(page, { 'Entity type': 'llc' });
    await page.reload();
    await expectHeading(page, 'Employer Details');
    expect(await page.getByLabel('Employer name', { exact: true }).inputValue()).toBe('Analytical Engines LLC');
    expect(await page.getByLabel('Employer EIN', { exact: true }).inputValue()).toBe(EIN);
    expect(await page.getByLabel('Street address', { exact: true }).inputValue()).toBe('2 Mill Rd');
    expect(await page.getByLabel('Entity type', { exact: true }).inputValue()).toBe('llc');
    expect(await page.getByRole('radio', { name: /Calendar year/ }).isChecked()).toBe(true);
  });

  test('back and forward move the statuses as section 4 says', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(page, 'Identity Details');
    expect(await stepStatuses(page)).toEqual([
      'personalDetails:complete',
      'identityDetails:current',
      'employerDetails:upcoming',
      'planDetails:upcoming',
      'payment:keystone',
    ]);
    // Saved, the ID number shows only as its mask (decision 0200).
    expect(await page.getByTestId('id_number-masked').textContent()).toBe('••••4567');
    expect(await page.getByRole('textbox', { name: 'ID number', exact: true }).count()).toBe(0);
    await continueStep(page);
    await expectHeading(page, 'Employer Details');
    expect(await stepStatuses(page)).toEqual([
      'personalDetails:complete',
      'identityDetails:complete',
      'employerDetails:current',
      'planDetails:upcoming',
      'payment:keystone',
    ]);
    expect(await page.getByLabel('Employer name', { exact: true }).inputValue()).toBe('Analytical Engines LLC');
    await fillAll(page, { 'Postal code': '62702', 'Incorporation date': '2015-03-01' });
    // The industry code is found by words of the business and picked from the list, which fills the description too.
    const industry = page.getByRole('combobox', { name: 'Industry code (NAICS)', exact: true });
    await industry.fill('computer programming');
    await page.getByRole('option', { name: '541511 · Custom Computer Programming Services', exact: true }).click();
    expect(await industry.inputValue()).toBe('541511');
    // Picked, the list closes and the rest of the page is there again.
    await expect.poll(() => industry.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Industry description', { exact: true }).inputValue()).toBe(
      'Custom Computer Programming Services',
    );
    await selectAll(page, { State: 'IL', 'Incorporation state': 'IL' });
    await continueStep(page);
    await expectHeading(page, 'Plan Details');
  });

  test('signing in on another browser resumes at the last saved step', async () => {
    const other = await openIsolatedPage(browser);
    await signIn(other.page, ownerEmail);
    await other.page.goto('/checkout');
    await expectHeading(other.page, 'Plan Details');
    await other.page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(other.page, 'Employer Details');
    expect(await other.page.getByLabel('Employer name', { exact: true }).inputValue()).toBe('Analytical Engines LLC');
    await other.context.close();
    await owner.page.reload();
    await expectHeading(owner.page, 'Employer Details');
    await continueStep(owner.page);
    await expectHeading(owner.page, 'Plan Details');
  });

  test("plan details: defaults on, messages when empty, a drawn signature, the spouse's typed consent; the review shows everything and the fees", async () => {
    const { page } = owner;
    await expectNoSeriousA11yViolations(page, 'plan details');
    for (const name of ['Plan offers loans', 'Roth contributions', 'Roth rollovers'])
      expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Profit Sharing' }).isChecked()).toBe(false);
    // The plan's distribution settings (decision 0222): on by default, each described by its help text, set by keyboard.
    const inService = page.getByRole('checkbox', { name: 'Allow in-service distributions' });
    const spouseConsent = page.getByRole('checkbox', { name: "Require the spouse's consent to distributions" });
    const focused = (box: typeof inService) => box.evaluate((el) => el === document.activeElement);
    const description = (box: typeof inService) =>
      box.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect([await inService.isChecked(), await spouseConsent.isChecked()]).toEqual([true, true]);
    expect(await description(inService)).toContain('Turn this off and such requests are refused.');
    expect(await description(spouseConsent)).toContain('Turn this off and no consent is asked.');
    // Roth employer contributions (SECURE 2.0 section 604; decision 0332): off by default, elected here by keyboard.
    const rothEmployer = page.getByRole('checkbox', { name: 'Allow Roth employer contributions' });
    expect(await rothEmployer.isChecked()).toBe(false);
    expect(await description(rothEmployer)).toContain('taxed the year they go in, tax-free later');
    await page.getByRole('checkbox', { name: 'Roth rollovers' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(rothEmployer)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => rothEmployer.isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(inService)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => inService.isChecked()).toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(spouseConsent)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => spouseConsent.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => spouseConsent.isChecked()).toBe(true);
    await continueStep(page);
    await expectMessages(page, [
      'Plan Name is required',
      'Tax Year Plan is Established is required',
      'Loan interest rate must be a number',
      'Signer First Name is required',
      'Signer Last Name is required',
      'Signer Title is required',
      'Signed on Date is required',
      'Signature is required',
      "Spouse's consent signature is required",
      "Spouse's consent date is required",
      'Choose at least one contribution type for the plan',
    ]);
    const consent = page.getByRole('group', { name: "Spouse's consent signature" });
    await consent.getByRole('button', { name: 'Type', exact: true }).click();
    await consent.getByLabel('Type your full name to sign').fill('Bob Lovelace');
    await fillAll(page, {
      "Spouse's consent signed on": TODAY,
      'Plan name': PLAN_NAME,
      'Tax year plan is established': '2025-01-01',
      'Loan interest rate (%)': '5',
      'Signer first name': 'Ada',
      'Signer last name': 'Lovelace',
      'Signer title': 'Owner',
      'Signed on': TODAY,
    });
    // 5% is below prime (7.5%) plus 1 to 2: a warning beside the rate that does not stop the step (decision 0329).
    const rateWarning = page.locator('.kit-field__warning');
    await expect
      .poll(() => rateWarning.textContent())
      .toBe(
        'A rate of 5% is below the usual guide for plan loans: prime plus 1 to 2%, 8.5% to 9.5% with prime at 7.5%. ' +
          'You can keep it, but a plan loan must bear a reasonable rate, close to what a bank would charge for a similar loan.',
      );
    await page.getByRole('checkbox', { name: 'Profit Sharing' }).check({ force: true });
    await page.getByLabel('Profit Sharing percent').fill('25');
    await drawSignature(page);
    await page.getByRole('img', { name: 'Signature preview', exact: true }).waitFor();
    await continueStep(page);
    await expectHeading(page, 'Review your details');
    await expectNoSeriousA11yViolations(page, 'review');
    const review = page.locator('main');
    for (const text of [
      'Ada',
      'Analytical Engines LLC',
      EIN,
      PLAN_NAME,
      '***-**-6780',
      '$300.00',
      '$50.00',
      '$200.00',
      '$550.00',
      'Net 15',
      'Plan fee',
      'Setup fee',
      'Plan document generation',
      'Limited liability company (LLC)',
      'Jan 1, 2025',
      'Dec 10, 1980',
      'On · 25% · $0',
    ]) {
      await review.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await review.getByText('123-45-6780').count()).toBe(0);
    const row = (label: string) => review.locator('.review-list__row', { has: page.getByText(label, { exact: true }) });
    expect(await row('In-service distributions').locator('dd').textContent()).toBe('Not allowed');
    expect(await row('Roth employer contributions').locator('dd').textContent()).toBe('Yes');
    expect(await row("Spouse's consent to distributions").locator('dd').textContent()).toBe('Required');
    for (const raw of ['llc', '2025-01-01', '1980-12-10', 'calendarBased'])
      expect(await review.getByText(raw, { exact: true }).count()).toBe(0);
    expect(await page.locator('.step-list [data-step="review"]').count()).toBe(0);
  });

  test('edit from the review returns to it', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: 'Edit Identity Details' }).click();
    await expectHeading(page, 'Identity Details');
    await page.getByRole('button', { name: 'Change ID number' }).click();
    const idNumber = page.getByLabel('ID number', { exact: true });
    await expect.poll(() => idNumber.evaluate((el) => el === document.activeElement)).toBe(true);
    await idNumber.fill('Y7654321');
    await continueStep(page);
    await expectHeading(page, 'Review your details');
    await page.getByText('••••4321', { exact: true }).waitFor();
    expect(await page.getByText('Y7654321').count()).toBe(0);
  });

  test('a declined card shows why and keeps everything; the accepted card then pays once, even on a double click', async () => {
    const { page } = owner;
    await continueStep(page);
    await expectHeading(page, 'Checkout');
    await page.getByTestId('invoice-total').getByText('$550.00').waitFor();
    await expectNoSeriousA11yViolations(page, 'payment');
    // The invoice names the fees as the review did, and Back sits in the one action bar beside Pay.
    for (const fee of ['Plan fee', 'Setup fee', 'Plan document generation'])
      await page.locator('.fee-table').getByText(fee, { exact: true }).waitFor();
    const bar = page.locator('.kit-action-bar');
    expect(await bar.count()).toBe(1);
    expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Back', 'Pay $550.00']);
    await fillAll(page, {
      'Name on card': 'Ada Lovelace',
      'Card number': '4000000000000002',
      'Expiry (MM/YY)': '12/34',
      'Security code (CVC)': '123',
    });
    await page.getByRole('button', { name: 'Pay $550.00' }).click();
    await page
      .getByTestId('payment-message')
      .getByText(/declined/)
      .waitFor();
    expect(await page.getByLabel('Name on card').inputValue()).toBe('Ada Lovelace');
    await expectNoSeriousA11yViolations(page, 'payment declined');
    // A mistyped digit is caught before sending; an expired card's decline shows beside the expiry, not in the banner.
    await page.getByLabel('Card number').fill('4000000000000061');
    await page.getByRole('button', { name: 'Pay $550.00' }).click();
    await page.getByText('Card number is not valid: check the digits').waitFor();
    expect(paymentRequests).toHaveLength(1);
    await page.getByLabel('Card number').fill('4000000000000069');
    await page.getByRole('button', { name: 'Pay $550.00' }).click();
    await page.getByText('Your card has expired.').waitFor();
    expect(await page.getByLabel('Expiry (MM/YY)').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('payment-message').count()).toBe(0);
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Pay $550.00' }).dblclick();
    await explainFailure(page, expectHeading(page, 'Payment received'));
    expect(paymentRequests).toHaveLength(3);
    await page.reload();
    await expectHeading(page, 'Payment received');
    // The receipt: what, amount, date, reference, and the next step (the plan's trust account).
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expectVisible(page, receipt.getByText('$550.00', { exact: true }));
    await expectVisible(page, receipt.getByText(/^Invoice \S+$/));
    await expectVisible(page, receipt.getByRole('link', { name: 'Open the trust account' }));
  });

  test('the confirmation page lists the generated PDFs; each downloads and carries the plan name and EIN', async () => {
    const { page } = owner;
    const buttons = page.getByRole('button', { name: /^Download / });
    await expect.poll(() => buttons.count(), { timeout: 20_000 }).toBe(2);
    await expectNoSeriousA11yViolations(page, 'confirmation');
    const texts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const [download] = await Promise.all([page.waitForEvent('download'), buttons.nth(i).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await streamBytes(await download.createReadStream());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      texts.push(await pdfText(new Uint8Array(bytes)));
    }
    for (const text of texts) expect(text.replace(/\s+/g, ' ')).toContain(PLAN_NAME);
    expect(texts.some((t) => t.replace(/\s+/g, ' ').includes('Bob Lovelace'))).toBe(true);
    expect(texts.some((t) => t.includes(EIN))).toBe(true);
    expect(texts.join('\n')).not.toContain('123-45-6780');
    expect(texts.join('\n')).not.toMatch(/\bllc\b|plan_loan|2025-01-01/);
    const adoption = texts.join('\n').replace(/\s+/g, ' ');
    expect(adoption).toContain('In-service distributions Not allowed');
    expect(adoption).toContain('Roth employer contributions Yes: a participant may designate profit sharing and matching');
    expect(adoption).toContain("Spouse's consent to distributions Required");
  });

  test('home after paying: the checkout tile says paid, with the documents filed, and advises nothing more for it', async () => {
    const { page } = owner;
    await page.goto('/');
    await expectHeading(page, 'Your plan');
    await expect
      .poll(() => page.getByTestId('tile-status-checkout').textContent(), { timeout: 15_000 })
      .toBe('Plan set up and paid');
    const tile = page.locator('[data-area="checkout"]');
    await tile.getByText('Plan documents filed', { exact: true }).waitFor();
    expect(await tile.locator('dd').allInnerTexts()).toContain('2');
    expect(await tile.getByText(/\$550\.00 on [A-Z][a-z]{2} \d{1,2}, \d{4}/).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Start checkout|Continue checkout|Pay invoice/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'home after paying');
  });
});

describe.sequential('checkout: participant', () => {
  test('an invited participant (on a phone-sized screen) signs by typing, joins with no fee and gets the participant agreement', async () => {
    const tab = await openIsolatedPage(browser);
    const { page } = tab;
    const email = uniqueEmail('participant');
    await signIn(page, email);
    await inviteToPlan(browser, email);
    await joinFromInvitation(page, email);
    // Opened straight from the address bar: the accepted invitation already answered the role question.
    await page.goto('/checkout');
    await explainFailure(page, expectHeading(page, 'Personal Details'));
    expect(await page.getByRole('button', { name: /I am a participant/ }).count()).toBe(0);
    expect(await stepStatuses(page)).toEqual([
      'personalDetails:current',
      'identityDetails:upcoming',
      'signerDetails:upcoming',
      'payment:keystone',
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'participant personal details at phone width');
    await fillPersonal(page, 'Bob');
    await continueStep(page);
    await expectHeading(page, 'Identity Details');
    await fillIdentity(page);
    await continueStep(page);
    await expectHeading(page, 'Signer Details');
    await expectNoSeriousA11yViolations(page, 'signer details');
    await continueStep(page);
    await expectMessages(page, [
      'Signer First Name is required',
      'Signer Last Name is required',
      'Signer Title is required',
      'Signed on Date is required',
      'Signature is required',
    ]);
    await fillAll(page, {
      'Signer first name': 'Bob',
      'Signer last name': 'Lovelace',
      'Signer title': 'Participant',
      'Signed on': TODAY,
    });
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByLabel('Type your full name to sign').fill('Bob Lovelace');
    await continueStep(page);
    await expectHeading(page, 'Review your details');
    await page.getByRole('heading', { name: 'Signer Details' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Employer Details' }).count()).toBe(0);
    await continueStep(page);
    await expectHeading(page, 'Checkout');
    await page.getByRole('button', { name: 'Sign the joinder and join the plan' }).click();
    await expectHeading(page, 'You joined the plan');
    const buttons = page.getByRole('button', { name: /^Download / });
    await expect.poll(() => buttons.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await tab.context.close();
  });
});
