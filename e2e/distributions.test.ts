import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import {
  answerOptInIfOffered,
  enterAdminMode,
  expectHeading,
  expectText,
  expectVisible,
  signIn,
  drawSignature,
} from './support/app-driver';
import { seedPlanHoldings } from './support/plan-holdings';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page holds a message (beside its field; it may also be in a summary). */
async function expectMessage(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBeGreaterThan(0);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Leaves the focused field first (its message may appear and move the button), then presses Continue. */
async function continueStep(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Sends a separation-from-service request of `amount` dollars, paid by check. */
async function requestSeparation(page: Page, amount: string): Promise<void> {
  await page.goto('/distributions');
  await expectHeading(page, 'Distributions');
  await page.getByLabel('Type of distribution').selectOption({ label: 'Separation from service' });
  await continueStep(page);
  await expectText(page, 'Step 2 of 3: Amount and payment');
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('checkbox', { name: 'Deferral Roth' }).check({ force: true });
  await page.getByRole('radio', { name: 'By check' }).check({ force: true });
  await continueStep(page);
  await expectText(page, 'Step 3 of 3: Review');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expectVisible(page, page.getByRole('region', { name: 'Distribution requested' }));
}

describe('distributions', () => {
  let participant: IsolatedPage;
  let support: IsolatedPage;
  const participantEmail = uniqueEmail('hardship');
  const searchWord = participantEmail.split('@')[0].split('-').at(-1)!;

  beforeAll(async () => {
    participant = await openIsolatedPage(browser);
    await signIn(participant.page, participantEmail);
    await answerOptInIfOffered(participant.page);
    // The requests below are checked against what the plan holds: pre-tax for the hardship, Roth for the separations.
    await seedPlanHoldings(participant.page, [
      ['Deferral Pre-Tax', 20000],
      ['Deferral Roth', 2000],
    ]);
    support = await openIsolatedPage(browser);
    await signIn(support.page, inject('supportEmail'));
    await answerOptInIfOffered(support.page);
  });
  afterAll(async () => {
    await participant?.context.close();
    await support?.context.close();
  });

  test('a hardship request with a supporting document and a drawn signature', async () => {
    const { page } = participant;
    await page.goto('/distributions');
    await expectHeading(page, 'Distributions');
    await expectText(page, 'No distribution requests yet.');
    await expectNoSeriousA11yViolations(page, 'distributions page');

    await continueStep(page);
    await expectMessage(page, 'Distribution type is required');
    await page.getByLabel('Type of distribution').selectOption({ label: 'Hardship distribution' });
    await expectText(page, /10% is withheld for federal income tax unless you choose another percent/);
    await continueStep(page);

    await expectText(page, 'Step 2 of 4: Amount and payment');
    expect(await page.getByLabel('Federal income tax withholding (%)').inputValue()).toBe('10');
    await continueStep(page);
    await expectMessage(page, 'Amount is required');
    await expectMessage(page, 'Choose at least one account');
    await page.getByLabel('Amount', { exact: true }).fill('10,000.00');
    await page.getByRole('checkbox', { name: 'Deferral Pre-Tax' }).check({ force: true });
    // No bank account was connected in the bank onboarding: a bank payout is refused with a way to connect one.
    await page.getByRole('radio', { name: "To the plan's connected bank account" }).check({ force: true });
    await continueStep(page);
    await expectMessage(page, 'Connect your bank account first (Bank account onboarding), or choose to be paid by check');
    await expectVisible(page, page.getByRole('link', { name: 'Connect a bank account' }));
    await page.getByRole('radio', { name: 'By check' }).check({ force: true });
    await page.getByLabel('Description').fill('Hospital bills after surgery');
    await expectNoSeriousA11yViolations(page, 'distribution details step');
    await continueStep(page);

    await expectText(page, 'Step 3 of 4: Hardship details');
    await page.getByLabel('Reason').selectOption({ label: 'Medical care' });
    await page.getByLabel('Amount needed').fill('7,000');
    await page
      .getByLabel('Supporting document')
      .setInputFiles({ name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectText(page, 'Uploaded to your library, folder Distributions.');
    await continueStep(page);
    await expectMessage(page, 'Signature is required');
    // $10,000 for a $7,000 need is more than the need plus the taxes on it (10% withheld, 10% additional tax under 59½).
    await expectMessage(page, 'A hardship distribution is limited to the amount needed plus the taxes on it');
    await drawSignature(page);
    await page.getByRole('img', { name: 'Your signature preview' }).waitFor();
    await page.getByLabel('Amount needed').fill('8,000');
    await continueStep(page);

    await expectText(page, 'Step 4 of 4: Review');
    await expectText(page, 'Medical care');
    await expectText(page, '$9,000.00');
    // Before sending: what it means for taxes (decision 0314).
    const taxes = page.getByRole('region', { name: 'What it means for your taxes' });
    expect(await taxes.getByTestId('tax-additional').innerText()).toContain('10% additional tax (IRC 72(t)(1)), $1,000.00');
    expect(await taxes.getByTestId('tax-withholding').innerText()).toContain(
      '10% is withheld for federal income tax ($1,000.00)',
    );
    expect(await taxes.getByTestId('tax-state').innerText()).toContain('Your state may tax it as income too');
    expect(await taxes.getByTestId('tax-1099r').innerText()).toContain('code 1, early distribution, no known exception');
    await expectNoSeriousA11yViolations(page, 'distribution review');
    await page.getByRole('button', { name: 'Send the request' }).click();
    // The receipt: what, amount, date, reference, and who acts next.
    const receipt = page.getByRole('region', { name: 'Distribution requested' });
    await expectVisible(page, receipt.getByText('$10,000.00', { exact: true }));
    await expectVisible(page, receipt.getByText(/^Request \S+$/));
    await expectVisible(page, receipt.getByText(/^Next: Support reviews the request and approves it or says why not\. By /));
    const request = page.getByTestId('distribution').first();
    await expectVisible(page, request.getByText('Requested', { exact: true }).first());
    await expectVisible(page, request.getByRole('row', { name: /Requested.*\$10,000\.00/ }));
    // Who acts next and when, and the timeline.
    expect(await request.getByTestId('distribution-next').innerText()).toMatch(
      /^Next: Support\. Support reviews the request and approves it or says why not\. By [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
    );
    const timeline = await request.getByRole('list', { name: 'Timeline' }).getByRole('listitem').allInnerTexts();
    expect(timeline.map((t) => t.replace(/\s+/g, ' ').replace(/[A-Z][a-z]{2} \d{1,2}, \d{4}/, 'DATE'))).toEqual([
      'Requested DATE',
      'Approved expected by DATE',
      'Paid expected by DATE',
      expect.stringMatching(/^Form 1099-R for \d{4} expected by DATE$/),
    ]);
  });

  test('support acting as the participant approves it; the participant sees the history with dates and amounts', async () => {
    const { page } = support;
    await expectVisible(page, page.getByRole('link', { name: 'Admin mode' }));
    await page.getByRole('link', { name: 'Admin mode' }).click();
    await expectHeading(page, 'Admin mode');
    await page.getByLabel('Search participants').fill(searchWord);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await enterAdminMode(page, participantEmail);
    await page.goto('/distributions');
    await expectHeading(page, 'Distributions');
    const request = page.getByTestId('distribution').first();
    await expectVisible(page, request.getByRole('button', { name: 'Approve' }));
    await expectNoSeriousA11yViolations(page, 'distributions in admin mode');
    await request.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(page, request.getByRole('row', { name: /Approved.*\$10,000\.00/ }));

    const own = participant.page;
    await own.reload();
    await expectHeading(own, 'Distributions');
    const mine = own.getByTestId('distribution').first();
    await expectVisible(own, mine.getByRole('row', { name: /Approved.*\$10,000\.00/ }));
    expect(await mine.getByTestId('distribution-next').innerText()).toContain(
      'Next: The plan owner (trustee). The plan owner, as the plan’s trustee, sends the payment from the plan’s trust account; support then records it paid.',
    );
    const today = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(),
    );
    await expectVisible(own, mine.getByRole('row', { name: new RegExp(`Requested.*${today}`) }));
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  });

  test('support marks the approved request paid and rejects another with its reason; the participant withdraws a third', async () => {
    const own = participant.page;
    // More than the Roth account holds ($2,000.00): refused with the amount available, and nothing is recorded (decision 0288).
    await own.goto('/distributions');
    await expectHeading(own, 'Distributions');
    await own.getByLabel('Type of distribution').selectOption({ label: 'Separation from service' });
    await continueStep(own);
    await own.getByLabel('Amount', { exact: true }).fill('5,000');
    await own.getByRole('checkbox', { name: 'Deferral Roth' }).check({ force: true });
    await own.getByRole('radio', { name: 'By check' }).check({ force: true });
    await continueStep(own);
    await own.getByRole('button', { name: 'Send the request' }).click();
    await expectText(own, 'The most you can take from the chosen accounts is $2,000.00');
    await own.reload();
    await expectHeading(own, 'Distributions');
    // Only the hardship request is there.
    await expect.poll(() => own.getByTestId('distribution').count()).toBe(1);
    await requestSeparation(own, '500');
    await requestSeparation(own, '300');
    const { page } = support;
    await page.goto('/distributions');
    await expectHeading(page, 'Distributions');
    const hardship = page.getByTestId('distribution').filter({ hasText: 'Hardship distribution' });
    await hardship.getByRole('button', { name: 'Mark as paid' }).click();
    await expectVisible(page, hardship.getByRole('row', { name: /Paid.*\$10,000\.00/ }));
    const five = page.getByTestId('distribution').filter({ hasText: '$500.00' });
    await five.getByLabel('Reason for rejecting').fill('Still employed by the plan sponsor');
    await five.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(page, five.getByRole('row', { name: /Rejected.*\$500\.00/ }));

    await own.reload();
    await expectHeading(own, 'Distributions');
    const rejected = own.getByTestId('distribution').filter({ hasText: '$500.00' });
    await expectVisible(own, rejected.getByText('Reason: Still employed by the plan sponsor'));
    await expectVisible(
      own,
      own.getByTestId('distribution').filter({ hasText: 'Hardship distribution' }).getByText('Paid').first(),
    );
    expect(await rejected.getByRole('button', { name: /Withdraw request/ }).count()).toBe(0);
    const three = own.getByTestId('distribution').filter({ hasText: '$300.00' });
    await three.getByRole('button', { name: 'Withdraw request: Separation from service of $300.00' }).click();
    await expectVisible(own, three.getByRole('group', { name: 'Confirm the withdrawal' }));
    await expectNoSeriousA11yViolations(own, 'withdrawal confirmation');
    await three.getByRole('button', { name: 'Keep it' }).click();
    await three.getByRole('button', { name: /Withdraw request/ }).click();
    await three.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect.poll(() => own.getByTestId('distribution').filter({ hasText: '$300.00' }).count()).toBe(0);
    await own.reload();
    await expectHeading(own, 'Distributions');
    await expect.poll(() => own.getByTestId('distribution').count()).toBe(2);
  });

  test('axe is clean at phone width on the distributions page', async () => {
    const phone = await openIsolatedPage(browser, { width: 375, height: 740 });
    try {
      await signIn(phone.page, uniqueEmail('dist-phone'));
      await answerOptInIfOffered(phone.page);
      await phone.page.goto('/distributions');
      await expectHeading(phone.page, 'Distributions');
      await phone.page.getByLabel('Type of distribution').selectOption({ label: 'Hardship distribution' });
      await continueStep(phone.page);
      await expectText(phone.page, 'Step 2 of 4: Amount and payment');
      await expectNoSeriousA11yViolations(phone.page, 'distributions at phone width');
    } finally {
      await phone.context.close();
    }
  });
});
