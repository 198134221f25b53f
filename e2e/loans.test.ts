import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '@/domain/display/format-date';
import { formatCents } from '@/domain/money';
import { amortisationSchedule } from '@/domain/loans';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail } from './support/browser';
import { expectHeading, expectText, expectVisible, signIn, drawSignature } from './support/app-driver';
import { acceptInvitation, apiPut, seedOwnersPlan } from './support/plan-invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The schedule rows as the page shows them: number, due date, payment, interest, principal, balance. */
async function shownSchedule(page: Page): Promise<string[][]> {
  return page
    .getByTestId('schedule-row')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())));
}

describe.sequential('loans', () => {
  test('an invited participant applies for a loan at the limit, sees the exact schedule and signs the note', async () => {
    const ownerEmail = uniqueEmail('loan-owner');
    const spouseEmail = uniqueEmail('loan-spouse');
    const owner = await openIsolatedPage(browser);
    const spouse = await openIsolatedPage(browser);
    try {
      await signIn(owner.page, ownerEmail);
      await seedOwnersPlan(owner.page, { loan_interest_rate: 5, loan_interest_rate_type: 'fixed' });
      await owner.page.goto('/invitations');
      await owner.page.getByLabel("Participant's e-mail").fill(spouseEmail);
      await owner.page.getByRole('button', { name: 'Send invitation' }).click();
      await expectText(owner.page, `Invitation sent to ${spouseEmail.toLowerCase()}.`);

      const { page } = spouse;
      await acceptInvitation(page, spouseEmail);
      // A $60,000 holding: half of it, $30,000, is the limit.
      expect(
        await apiPut(
          page,
          '/assets',
          { type: 'real_estate', subtype: 'land', record_type: 'record', purchase_price: 60000 },
          'POST',
        ),
      ).toBe(201);

      await page.goto('/loans');
      await expectHeading(page, 'Loans');
      await expect.poll(() => page.getByTestId('loan-limit').innerText()).toBe('$30,000.00');
      await expectText(page, '5.00% a year');
      await expectNoSeriousA11yViolations(page, 'loans page (desktop)');
      await page.getByLabel('Loan amount', { exact: true }).fill('30,000.01');
      await page.getByRole('button', { name: 'See the schedule' }).click();
      await expectText(page, 'Loan amount cannot be more than $30,000.00');
      await page.getByLabel('Loan amount', { exact: true }).fill('30,000.00');
      await page.getByRole('button', { name: 'See the schedule' }).click();
      await expectHeading(page, 'Loans');
      await page.getByRole('heading', { name: 'Review and sign your loan' }).waitFor();

      const today = new Date();
      const expected = amortisationSchedule({
        principalCents: 3_000_000,
        annualRateBps: 500,
        termMonths: 60,
        frequency: 'monthly',
        startDate: { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() },
      });
      const iso = (d: { year: number; month: number; day: number }): string =>
        `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
      await expect.poll(() => page.getByTestId('schedule-row').count()).toBe(60);
      expect(await shownSchedule(page)).toEqual(
        expected.map((r) => [
          String(r.number),
          formatDate(iso(r.dueDate)),
          formatCents(r.paymentCents),
          formatCents(r.interestCents),
          formatCents(r.principalCents),
          formatCents(r.balanceCents),
        ]),
      );
      const total = expected.reduce((s, r) => s + r.paymentCents, 0);
      await expectText(page, formatCents(total));
      await expectText(page, `60 monthly payments of ${formatCents(expected[0].paymentCents)}`);
      await expectNoSeriousA11yViolations(page, 'loan schedule before signing (desktop)');

      await page.getByRole('button', { name: 'Sign the promissory note' }).click();
      await expectText(page, 'Signature is required');
      await page.getByLabel('Your full name', { exact: true }).fill('Jordan Quinn');
      await drawSignature(page);
      await page.getByRole('button', { name: 'Sign the promissory note' }).click();
      const card = page.getByTestId('loan');
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => card.first().innerText()).toContain('Being repaid');
      await expect.poll(() => page.getByTestId('loan-limit').innerText()).toBe('$0.00');
      // The receipt: what, amount, date, reference, and the first payment as the next step.
      const receipt = page.getByRole('region', { name: 'Loan signed' });
      await expectVisible(page, receipt.getByText(/^Loan \S+$/));
      await expectVisible(page, receipt.getByText(/^Next: pay \$[\d,]+\.\d\d to the plan's trust account by /));

      // A repayment is recorded; the form resets, so 0 and a second press record nothing more.
      await page.getByRole('button', { name: 'Record the repayment' }).click();
      await expect.poll(() => card.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
      await page.getByLabel('Amount paid', { exact: true }).fill('0');
      await page.getByRole('button', { name: 'Record the repayment' }).click();
      await expectText(page, 'Amount must be greater than $0.00');
      expect(await card.locator('tbody tr').count()).toBe(1);
      // Recorded by mistake: reversed after a confirmation (decision 0308).
      await card.getByRole('button', { name: /^Reverse the repayment of / }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Reverse this repayment?' });
      await confirm.waitFor();
      await expectNoSeriousA11yViolations(page, 'reverse a loan repayment');
      await confirm.getByRole('button', { name: 'Reverse the repayment' }).click();
      await expectText(page, 'No repayments recorded yet.');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page, 'loans page after signing (phone)');

      await page.goto('/library');
      await expectText(page, 'Loans');
    } finally {
      await owner.context.close();
      await spouse.context.close();
    }
  });
});
