import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail } from './support/browser';
import { answerOptInIfOffered, enterAdminMode, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { seedPlanHoldings } from './support/plan-holdings';
import { acceptInvitation, apiPut, seedOwnersPlan } from './support/plan-invitations';
import { PHONE } from './support/phone-width';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Leaves the focused field first (its message may appear and move the button), then presses Continue. */
async function continueStep(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Fills the first two steps: the kind, then `amount` dollars from `account`, paid by check. */
async function kindAndAmount(page: Page, kind: string, amount: string, account: string): Promise<void> {
  await page.goto('/distributions');
  await expectHeading(page, 'Distributions');
  await page.getByLabel('Type of distribution').selectOption({ label: kind });
  await continueStep(page);
  await expectText(page, 'Step 2 of 4: Amount and payment');
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('checkbox', { name: account }).check({ force: true });
  await page.getByRole('radio', { name: 'By check' }).check({ force: true });
  await continueStep(page);
  await expectText(page, 'Step 3 of 4: Certification');
}

const EMERGENCY = 'Emergency personal expense (up to $1,000)';
const YEAR = new Date().getUTCFullYear();

describe('SECURE 2.0 withdrawals', () => {
  test('an emergency expense distribution at phone width: certified, a second one the same year refused, paid, then repaid', async () => {
    const own = await openIsolatedPage(browser, PHONE);
    const support = await openIsolatedPage(browser);
    const email = uniqueEmail('emergency');
    try {
      const { page } = own;
      await signIn(page, email);
      await answerOptInIfOffered(page);
      await seedPlanHoldings(page, [['Profit Sharing', 3000]]);
      await kindAndAmount(page, EMERGENCY, '500', 'Profit Sharing');
      await continueStep(page);
      await expectText(page, 'Certify that you meet the conditions of this distribution');
      await expectNoSeriousA11yViolations(page, 'emergency certification at 390 px');
      await page
        .getByRole('checkbox', { name: /^I certify that this distribution is for an unforeseeable/ })
        .check({ force: true });
      await continueStep(page);
      await expectText(page, 'Step 4 of 4: Review');
      const taxes = page.getByRole('region', { name: 'What it means for your taxes' });
      expect(await taxes.getByTestId('tax-additional').innerText()).toContain(
        'An emergency personal expense distribution is an exception (IRC 72(t)(2)(I)): no 10% additional tax.',
      );
      expect(await taxes.getByTestId('tax-1099r').innerText()).toContain('code 2, early distribution with an exception');
      await expectNoSeriousA11yViolations(page, 'emergency review at 390 px');
      await page.getByRole('button', { name: 'Send the request' }).click();
      await expectVisible(page, page.getByRole('region', { name: 'Distribution requested' }));

      // A second one in the same calendar year is refused, beside the type.
      await kindAndAmount(page, EMERGENCY, '100', 'Profit Sharing');
      await page.getByRole('checkbox', { name: /^I certify/ }).check({ force: true });
      await continueStep(page);
      await page.getByRole('button', { name: 'Send the request' }).click();
      await expectText(
        page,
        `You already took an emergency personal expense distribution in ${YEAR}: one is allowed each calendar year`,
      );
      await expectText(page, 'Step 1 of 4: Type');

      // Support, acting as the participant, approves and pays it.
      await signIn(support.page, inject('supportEmail'));
      await answerOptInIfOffered(support.page);
      await support.page.getByRole('link', { name: 'Admin mode' }).click();
      await expectHeading(support.page, 'Admin mode');
      await support.page.getByLabel('Search participants').fill(email.split('@')[0].split('-').at(-1) as string);
      await support.page.getByRole('button', { name: 'Search', exact: true }).click();
      await enterAdminMode(support.page, email);
      await support.page.goto('/distributions');
      await expectHeading(support.page, 'Distributions');
      const request = support.page.getByTestId('distribution').first();
      await request.getByRole('button', { name: 'Approve' }).click();
      await expectVisible(support.page, request.getByRole('button', { name: 'Mark as paid' }));
      await request.getByRole('button', { name: 'Mark as paid' }).click();
      await expectVisible(support.page, request.getByRole('row', { name: /Paid.*\$500\.00/ }));

      // The participant records a repayment into the plan.
      await page.reload();
      await expectHeading(page, 'Distributions');
      const repay = page.getByTestId('distribution-repay');
      await expectVisible(page, repay.getByText(/^Repaid \$0\.00 of \$500\.00\. You may repay the rest until /));
      await expectNoSeriousA11yViolations(page, 'repayment at 390 px');
      await repay.getByLabel('Amount repaid ($)').fill('600');
      await repay.getByRole('button', { name: 'Record the repayment' }).click();
      await expectText(page, 'The most you can repay is $500.00');
      await repay.getByLabel('Amount repaid ($)').fill('200');
      await repay.getByRole('button', { name: 'Record the repayment' }).click();
      await expectVisible(page, repay.getByText(/^Repaid \$200\.00 of \$500\.00\./));
    } finally {
      await own.context.close();
      await support.context.close();
    }
  });

  test("a domestic abuse distribution is not visible to the owner-spouse: not on the owner's pages or home", async () => {
    const owner = await openIsolatedPage(browser);
    const spouse = await openIsolatedPage(browser, PHONE);
    const spouseEmail = uniqueEmail('dav-spouse');
    try {
      await signIn(owner.page, uniqueEmail('dav-owner'));
      await answerOptInIfOffered(owner.page);
      await seedOwnersPlan(owner.page);
      expect(await apiPut(owner.page, '/invitations', { email: spouseEmail }, 'POST')).toBe(201);
      await acceptInvitation(spouse.page, spouseEmail);
      const today = new Date().toISOString().slice(0, 10);
      const deposit = { source: 'Deferral Pre-Tax', amount: 8000, deposit_date: today, tax_year: YEAR };
      expect(await apiPut(spouse.page, '/contributions', deposit, 'POST')).toBe(201);

      const { page } = spouse;
      await kindAndAmount(page, 'Domestic abuse victim distribution', '1,234.56', 'Deferral Pre-Tax');
      await expectText(page, 'only you and support see this request');
      const abuseDay = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Date of the abuse').fill(abuseDay);
      await page.getByRole('checkbox', { name: /^I certify that I have been a victim of domestic abuse/ }).check({ force: true });
      await expectNoSeriousA11yViolations(page, 'domestic abuse certification at 390 px');
      await continueStep(page);
      await expectText(page, 'Step 4 of 4: Review');
      await page.getByRole('button', { name: 'Send the request' }).click();
      await expectVisible(page, page.getByRole('region', { name: 'Distribution requested' }));
      await expectVisible(page, page.getByTestId('distribution').filter({ hasText: 'Domestic abuse victim distribution' }));

      // The owner's distributions page and home say nothing of it.
      await owner.page.goto('/distributions');
      await expectHeading(owner.page, 'Distributions');
      await expectText(owner.page, 'No distribution requests yet.');
      await owner.page.goto('/');
      await expect.poll(() => owner.page.getByText('No requests').count()).toBeGreaterThan(0);
      for (const secret of ['Domestic abuse', '$1,234.56', 'abuse'])
        expect(await owner.page.getByText(secret).count(), secret).toBe(0);
    } finally {
      await owner.context.close();
      await spouse.context.close();
    }
  });
});
