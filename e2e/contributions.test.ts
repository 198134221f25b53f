import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Readable } from 'node:stream';
import type { Browser, Page } from 'playwright-core';
import { formatDate } from '@/domain/display/format-date';
import { nextBusinessDay } from '@/domain/shared/business-days';
import { limitsFor } from '@/domain/contributions/contribution-limits';
import { pdfText } from '../server/plan-documents/pdf-test-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, expectText, expectVisible, HOME_HEADING, signIn } from './support/app-driver';
import { seedPlanHoldings } from './support/plan-holdings';
import { apiPut, PLAN_NAME } from './support/plan-invitations';
import { taxFormsYear } from '@/domain/contributions/distribution-tax-forms';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';

let browser: Browser;
let tab: IsolatedPage;
const machineYear = new Date().getUTCFullYear();
/**
 * The tax year the journey records for: this year, or last year in the weeks of a new year before the IRS has published
 * its limits and the app has them (a January deposit may still count for last year; decision 0280). Deposits are made
 * on January 1 of this year either way, a date never in the future.
 */
const year = limitsFor(machineYear) ? machineYear : machineYear - 1;
const depositDate = `${machineYear}-01-01`;

beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openIsolatedPage(browser);
  await signIn(tab.page, uniqueEmail('contrib'));
});
afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Shows the journey's tax year (the page opens on this year). */
async function showJourneyYear(page: Page): Promise<void> {
  const button = page.getByRole('group', { name: 'Tax year shown' }).getByRole('button', { name: String(year) });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

async function fillDeposit(page: Page, source: string, amount: string): Promise<void> {
  await page.getByLabel('Source', { exact: true }).selectOption(source);
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByLabel('Deposit date', { exact: true }).fill(depositDate);
}

describe('contributions', () => {
  test('record deposits up to the deferral limit, see the room shrink, then the warning for one more', async () => {
    const { page } = tab;
    await page.goto('/contributions');
    await expectHeading(page, 'Contributions');
    await showJourneyYear(page);
    await expectText(page, `Limits for ${year}`);
    await expectNoSeriousA11yViolations(page, 'contributions (empty)');

    await fillDeposit(page, 'Deferral Pre-Tax', '20,000.00');
    await page.getByRole('button', { name: 'Record the deposit' }).click();
    await expectText(page, `Deposit of $20,000.00 to Deferral Pre-Tax recorded for ${year}.`);

    await page.getByLabel('Source', { exact: true }).selectOption('Deferral Roth');
    await expectText(page, `Room left in Deferral Roth for ${year}: $4,500.00`);
    await fillDeposit(page, 'Deferral Roth', '4,500.00');
    await page.getByRole('button', { name: 'Record the deposit' }).click();
    await expectText(page, `Deposit of $4,500.00 to Deferral Roth recorded for ${year}.`);
    await expectText(page, `Room left in Deferral Roth for ${year}: $0.00`);

    // One more: warned before it is recorded, recorded anyway, and the year then shows the warning.
    const message = `Elective deferrals for ${year} (all employers together) would be $250.00 over the limit of $24,500.00.`;
    await fillDeposit(page, 'Deferral Roth', '250');
    await expectText(page, 'You can still record this deposit, but:');
    await expectText(page, message);
    await expectNoSeriousA11yViolations(page, 'contributions (deposit warning)');
    await page.getByRole('button', { name: 'Record the deposit' }).click();
    await expectText(page, `Deposit of $250.00 to Deferral Roth recorded for ${year}.`);
    // Recorded, the year says what is, once on the page.
    const recordedMessage = `Elective deferrals for ${year} (all employers together) are $250.00 over the limit of $24,500.00.`;
    await expectVisible(page, page.getByRole('alert').filter({ hasText: recordedMessage }));
    await expect.poll(() => page.getByText(recordedMessage, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(message, { exact: true }).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: `Deposits for ${year}` })
          .locator('tbody tr')
          .count(),
      )
      .toBe(3);

    // Change the last deposit with the same form: its fields come back, the change is saved and warned about.
    await page.getByRole('button', { name: `Change the deposit of $250.00 on Jan 1, ${machineYear}` }).click();
    await expectVisible(page, page.getByRole('heading', { name: `Change the deposit of $250.00 on Jan 1, ${machineYear}` }));
    await expect.poll(() => page.getByLabel('Amount', { exact: true }).inputValue()).toBe('250.00');
    await page.getByLabel('Amount', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Save the change' }).click();
    await expectText(page, 'Amount must be greater than $0.00');
    await page.getByLabel('Amount', { exact: true }).fill('300');
    await page.getByLabel('Receipt or bank reference', { exact: true }).fill('ACH 3');
    await expectText(page, 'You can still save this change, but:');
    await page.getByRole('button', { name: 'Save the change' }).click();
    await expectText(page, `Deposit changed: $300.00 to Deferral Roth on Jan 1, ${machineYear} for ${year}.`);
    await expectText(page, 'ACH 3');
    await expectVisible(page, page.getByRole('heading', { name: 'Record a deposit' }));

    // Pay below the year's deferrals: the excess is named (IRC 402(g), 414(v)(2)(A)(ii); issue 25 fault 4).
    const pay = page.getByLabel('Compensation this year (W-2 wages or net self-employment earnings)', { exact: true });
    await pay.fill('20,000');
    await page
      .getByRole('button', { name: `Save for ${year}` })
      .first()
      .click();
    await expectText(page, 'Saved. The room and warnings above use these figures.');
    await expectText(
      page,
      `Elective deferrals to this plan for ${year} are $4,800.00 more than your compensation of $20,000.00; deferrals and catch-up cannot exceed pay.`,
    );
    await pay.fill('');
    await page
      .getByRole('button', { name: `Save for ${year}` })
      .first()
      .click();
    await expect.poll(() => page.getByText('more than your compensation of').count()).toBe(0);
  });

  test('the employer calculator shows its steps; the 5500-EZ becomes required; home shows the area as over a limit', async () => {
    const { page } = tab;
    await page.goto('/contributions');
    await expectHeading(page, 'Contributions');
    await showJourneyYear(page);
    // The label is what a person clicks (the radio itself is visually hidden and may be scrolled away while the page fills).
    const w2 = page.getByRole('radio', { name: 'W-2 wages (S or C corporation)' });
    await page.getByText('W-2 wages (S or C corporation)', { exact: true }).click();
    await expect.poll(() => w2.isChecked()).toBe(true);
    await page.getByLabel('Compensation for the year', { exact: true }).fill('100,000');
    await expectText(page, `The business can contribute up to $25,000.00 as employer for ${year}.`);
    // Form 5500-EZ: declaring $300,000 in the employer's other one-participant plans makes the filing required.
    const today = new Date();
    const october15 = new Date(Date.UTC(today.getUTCFullYear(), 9, 15, 23, 59, 59));
    const planYear = today <= october15 ? machineYear - 1 : machineYear;
    await expectText(page, `Form 5500-EZ for ${planYear}`);
    await page.getByLabel("Year-end assets of the employer's other one-participant plans", { exact: true }).fill('300,000');
    await page
      .getByRole('button', { name: `Save for ${planYear}` })
      .last()
      .click();
    // Server round trips on a loaded machine: generous waits.
    // A due date on a weekend or legal holiday moves to the next business day (IRC 7503; decision 0274).
    const due = formatDate(nextBusinessDay(`${planYear + 1}-07-31`).date);
    const extended = formatDate(nextBusinessDay(`${planYear + 1}-10-15`).date);
    await expectText(page, `Required: file by ${due}, or by ${extended} with Form 5558.`, 30_000);
    // The prefilled return goes to the library; its text carries the plan year's figures.
    await page.getByRole('button', { name: 'Prepare the prefilled Form 5500-EZ' }).click();
    await expectText(page, `Prepared and filed in your library (Plan documents): Form 5500-EZ ${planYear}.pdf`, 30_000);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download Form 5500-EZ ${planYear}.pdf` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Form 5500-EZ ${planYear}.pdf`);
    const text = (await pdfText(new Uint8Array(await streamBytes(await download.createReadStream())))).replace(/\s+/g, ' ');
    expect(text).toContain(`Form 5500-EZ for plan year ${planYear}`);
    expect(text).toContain(`Plan year ending Dec 31, ${planYear}`);
    expect(text).toContain(`7 Contributions received: participants ${planYear === year ? '$24,800.00' : '$0.00'}`);
    // The owner records the filing; the page shows it as filed.
    await page.getByRole('checkbox', { name: 'I have filed this return' }).check({ force: true });
    await page.getByLabel('Filing date', { exact: true }).fill(depositDate);
    await page.getByRole('radio', { name: 'Electronically (EFAST2)' }).check({ force: true });
    await page.getByLabel('Confirmation number (optional)', { exact: true }).fill('EFAST-123');
    await page.getByRole('button', { name: 'Save the filing record' }).click();
    await expectText(page, `Filed on Jan 1, ${machineYear} (Electronically (EFAST2)), confirmation EFAST-123.`, 30_000);
    // No distribution was paid: no 1099-R or 945 is due for the year shown.
    const formsYear = today.getUTCMonth() <= 2 ? machineYear - 1 : machineYear;
    await expectText(page, `No distribution of $10 or more was paid in ${formsYear}: no Form 1099-R or Form 945 is due.`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page, 'contributions at phone width');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    // Home tells of this year: the deposits over the limit, or none yet while the journey recorded for last year.
    await expectText(page, year === machineYear ? `Over a limit for ${year}` : `No deposits recorded for ${machineYear}`);
    // The tile also carries the return recorded as filed.
    await expectText(page, `Form 5500-EZ ${planYear}`);
    await expectText(page, `Filed Jan 1, ${machineYear}`);
  });

  test('an owner over the deferral limit requests the corrective distribution from the warning; it then says corrected', async () => {
    // An owner of their own: the journeys above keep their figures (decision 0299).
    const own = await openIsolatedPage(browser);
    try {
      const { page } = own;
      await signIn(page, uniqueEmail('excess'));
      await seedPlanHoldings(page, []);
      await page.goto('/contributions');
      await expectHeading(page, 'Contributions');
      await showJourneyYear(page);
      await fillDeposit(page, 'Deferral Pre-Tax', '25,000.00');
      await page.getByRole('button', { name: 'Record the deposit' }).click();
      await expectText(page, `Deposit of $25,000.00 to Deferral Pre-Tax recorded for ${year}.`);
      const warning = `Elective deferrals for ${year} (all employers together) are $500.00 over the limit of $24,500.00.`;
      await expectVisible(page, page.getByRole('alert').filter({ hasText: warning }));

      await page.getByRole('button', { name: 'Request a corrective distribution' }).click();
      await expectText(
        page,
        `The plan returns the ${year} excess of $500.00 with the earnings on it by ${formatDate(`${year + 1}-04-15`)}; 10% federal income tax is withheld.`,
      );
      const earnings = page.getByLabel('Earnings on the excess (a loss as -12.34)', { exact: true });
      await earnings.fill('12.3.4');
      await page.getByRole('button', { name: 'Review the correction' }).click();
      await expectText(page, 'Earnings must be written in dollars, like 12.34 (or -12.34 for a loss)');
      // A loss reduces what is returned (Treas. Reg. 1.402(g)-1(e)(5)).
      await earnings.fill('-12.34');
      await page.getByRole('button', { name: 'Review the correction' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Confirm the corrective distribution' });
      await expectVisible(page, dialog);
      await expectVisible(page, dialog.getByText('Loss on the excess', { exact: true }));
      for (const text of ['$500.00', '$12.34', '$487.66', '$48.77', '$438.89'])
        await expectVisible(page, dialog.getByText(text, { exact: true }));
      await expectNoSeriousA11yViolations(page, 'contributions (corrective distribution confirmation)');
      await dialog.getByRole('button', { name: 'Confirm the correction' }).click();

      const today = formatDate(new Date().toISOString().slice(0, 10));
      const corrected = `Corrected: a corrective distribution of $487.66 (the ${year} excess deferrals of $500.00 less a loss of $12.34) was requested on ${today}.`;
      await expectVisible(page, page.getByRole('alert').filter({ hasText: corrected }));
      await expect.poll(() => page.getByRole('button', { name: 'Request a corrective distribution' }).count()).toBe(0);
      await expect.poll(() => page.getByText(warning, { exact: true }).count()).toBe(0);
      // It stays corrected on a fresh load.
      await page.reload();
      await expectHeading(page, 'Contributions');
      await showJourneyYear(page);
      await expectVisible(page, page.getByRole('alert').filter({ hasText: corrected }));

      // Pay of $20,000: of the $24,500 left after the corrected excess, $4,500 is over pay, an excess annual addition
      // (IRC 415(c)(1)(B)) corrected under EPCRS from the warning itself (decision 0300).
      await page.getByLabel('Compensation this year (W-2 wages or net self-employment earnings)', { exact: true }).fill('20,000');
      await page
        .getByRole('button', { name: `Save for ${year}` })
        .first()
        .click();
      await expectText(
        page,
        `Elective deferrals to this plan for ${year} are $4,500.00 more than your compensation of $20,000.00; deferrals and catch-up cannot exceed pay.`,
      );
      await page.getByRole('button', { name: 'Correct the excess' }).click();
      await expectText(
        page,
        "Under the IRS's self-correction program (EPCRS) the plan returns $4,500.00 of contributions with the earnings on them " +
          `(10% federal income tax is withheld; the 1099-R has code E). Correct it by ${formatDate(`${year + 3}-12-31`)}.`,
      );
      await earnings.fill('100');
      await page.getByRole('button', { name: 'Review the correction' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Confirm the correction of excess annual additions' });
      await expectVisible(page, confirm);
      for (const text of ['$4,500.00', '$100.00', '$4,600.00', '$460.00', '$4,140.00'])
        await expectVisible(page, confirm.getByText(text, { exact: true }));
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page, 'contributions (excess annual additions confirmation, phone width)');
      await page.setViewportSize({ width: 1280, height: 800 });
      await confirm.getByRole('button', { name: 'Confirm the correction' }).click();
      await expectVisible(
        page,
        page.getByRole('alert').filter({
          hasText: `Corrected on ${today}: the ${year} excess annual additions of $4,500.00: a corrective distribution of $4,600.00 (contributions of $4,500.00 plus $100.00 of earnings) was requested.`,
        }),
      );
      await expect.poll(() => page.getByText('more than your compensation of').count()).toBe(0);
    } finally {
      await own.context.close();
    }
  });

  test('an owner whose plan allows Roth employer contributions designates a profit sharing deposit Roth and finds its 1099-R', async () => {
    const own = await openIsolatedPage(browser);
    try {
      const { page } = own;
      await signIn(page, uniqueEmail('roth-employer'));
      // The plan step's election (decision 0332), saved as the checkout saves a draft of the step.
      expect(
        await apiPut(page, '/checkout/steps/planDetails?draft=true', { plan_name: PLAN_NAME, plan_roth_employer: true }),
      ).toBe(200);
      // The tax forms shown are last year's until March 31, then this year's: the deposit is made in the year shown.
      const formsYear = taxFormsYear(utcToday(new Date()) as CalendarDate);
      const day = formsYear === machineYear ? `${machineYear}-01-01` : `${formsYear}-12-31`;
      await page.goto('/contributions');
      await expectHeading(page, 'Contributions');
      const yearButton = page.getByRole('group', { name: 'Tax year shown' }).getByRole('button', { name: String(formsYear) });
      await yearButton.click();
      await expect.poll(() => yearButton.getAttribute('aria-pressed')).toBe('true');

      await page.getByLabel('Source', { exact: true }).selectOption('Deferral Pre-Tax');
      const roth = page.getByRole('checkbox', { name: 'Designate this employer contribution as Roth' });
      await expect.poll(() => roth.count()).toBe(0);
      await page.getByLabel('Source', { exact: true }).selectOption('Profit Sharing');
      await expectVisible(page, roth);
      await page.getByText('Designate this employer contribution as Roth', { exact: true }).click();
      await expect.poll(() => roth.isChecked()).toBe(true);
      await page.getByLabel('Amount', { exact: true }).fill('7,000');
      await page.getByLabel('Deposit date', { exact: true }).fill(day);
      await page.getByLabel('Tax year', { exact: true }).selectOption(String(formsYear));
      await page.getByRole('button', { name: 'Record the deposit' }).click();
      await expectText(page, `Deposit of $7,000.00 to Profit Sharing (Roth) recorded for ${formsYear}.`);
      const ledger = page.getByRole('table', { name: `Deposits for ${formsYear}` });
      await expectVisible(page, ledger.getByText('Profit Sharing (Roth)', { exact: true }));
      await expectText(
        page,
        `Roth employer contributions deposited in ${formsYear}: $7,000.00. They are taxable income to you for ${formsYear}, ` +
          'reported on Form 1099-R with code G (not on your W-2). No tax is withheld from them, so you may need to pay ' +
          'estimated tax; later, qualified distributions of them and their earnings are tax-free.',
      );
      const forms = page.getByRole('table', { name: `Form 1099-R figures for ${formsYear}` });
      const row = forms.locator('tbody tr').filter({ hasText: 'Roth employer contributions of the year (no money paid out)' });
      await expectVisible(page, row);
      await expectVisible(page, row.getByText('G (Roth employer contributions, taxable in the year deposited)', { exact: true }));
      await expect.poll(() => row.getByText('$7,000.00', { exact: true }).count()).toBe(2);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(page, 'contributions (Roth employer deposit, phone width)');
    } finally {
      await own.context.close();
    }
  });
});
