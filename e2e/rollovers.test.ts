import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, expectVisible, signIn, drawSignature } from './support/app-driver';
import { seedOwnersPlan } from './support/plan-invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const TODAY = new Date().toISOString().slice(0, 10);

async function expectMessage(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBeGreaterThan(0);
}

/** The status badge of the (only) rollover. */
async function expectStatus(page: Page, status: string): Promise<void> {
  await expectVisible(page, page.getByTestId('rollover').locator('.badge', { hasText: status }));
}

describe('incoming rollovers', () => {
  let owner: IsolatedPage;

  beforeAll(async () => {
    owner = await openIsolatedPage(browser);
    await signIn(owner.page, uniqueEmail('rollovers'));
    await answerOptInIfOffered(owner.page);
    await seedOwnersPlan(owner.page);
  });
  afterAll(async () => {
    await owner?.context.close();
  });

  test('a direct rollover from request to received: letter signed and filed, statement, history, Roll Overs', async () => {
    const { page } = owner;
    await page.goto('/rollovers');
    await expectHeading(page, 'Incoming rollovers');
    await expectText(page, 'No rollovers yet.');
    await expectNoSeriousA11yViolations(page, 'rollovers page');

    await page.getByRole('button', { name: 'Request the rollover' }).click();
    await expectMessage(page, 'Choose the kind of account the money comes from');
    await expectMessage(page, 'Name the provider that holds the account');
    await page.getByLabel('Where the money is now').selectOption({ label: 'A traditional IRA' });
    await page.getByLabel('Provider', { exact: true }).fill('Fidelity');
    await page.getByLabel('Approximate amount').fill('25,000');
    await page.getByLabel('Roth part of it').fill('5,000');
    await expectMessage(page, 'A traditional IRA holds no Roth money: its Roth part is $0');
    await page.getByRole('radio', { name: /^Indirect/ }).check({ force: true });
    await page.getByLabel('Date the money was paid to you').fill('2026-01-10');
    await expectText(page, /60-day rule: deposit it in the plan by Mar 11, 2026/);
    await expectNoSeriousA11yViolations(page, 'indirect rollover with the 60-day rule');
    await page.getByRole('radio', { name: /^Direct/ }).check({ force: true });
    await page.getByLabel('Where the money is now').selectOption({ label: 'Another 401(k) plan' });
    await page.getByRole('button', { name: 'Request the rollover' }).click();
    await expectText(page, 'Your rollover request is recorded.', 20_000);
    await expectStatus(page, 'Requested');
    await expectText(page, 'Pre-tax $20,000.00, Roth $5,000.00.');

    await page.getByLabel("Plan administrator's name").fill('Avery Quinn');
    await page.getByLabel('Title', { exact: true }).fill('Owner');
    await page.getByRole('button', { name: 'Sign the letter of acceptance' }).click();
    await expectMessage(page, "The plan administrator's signature is required");
    await drawSignature(page);
    await page.getByRole('img', { name: "Plan administrator's signature preview" }).waitFor();
    await page.getByRole('button', { name: 'Sign the letter of acceptance' }).click();
    await expectText(page, 'The signed letter of acceptance is filed in your document library, folder Rollovers.', 20_000);
    await expectStatus(page, 'Letter of acceptance sent');

    await page
      .getByLabel('Upload the latest statement of the account')
      .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectText(page, 'The statement is attached and filed in your document library.', 20_000);
    await page.getByRole('button', { name: 'The provider is sending the money' }).click();
    await expectStatus(page, 'Funds expected');

    await page.getByLabel('Amount received').fill('24,990.10');
    await page.getByLabel('Date received').fill(TODAY);
    await page.getByRole('button', { name: 'Mark as received' }).click();
    await expectText(page, 'The rollover is received and entered in your contributions under Roll Overs.', 20_000);
    await expectStatus(page, 'Received');
    const history = page.getByRole('table', { name: 'Status history of the rollover from Fidelity' });
    for (const status of ['Requested', 'Letter of acceptance sent', 'Funds expected', 'Received'])
      await expectVisible(page, history.getByRole('rowheader', { name: status }));
    await expectVisible(page, history.getByRole('cell', { name: '$24,990.10' }));
    await expectNoSeriousA11yViolations(page, 'rollover received');

    await page.goto('/contributions');
    await expectText(page, '$24,990.10');
  });

  test('axe is clean at phone width on the rollovers page', async () => {
    const phone = await openIsolatedPage(browser, { width: 375, height: 740 });
    try {
      await signIn(phone.page, uniqueEmail('rollovers-phone'));
      await answerOptInIfOffered(phone.page);
      await phone.page.goto('/rollovers');
      await expectHeading(phone.page, 'Incoming rollovers');
      await phone.page.getByRole('radio', { name: /^Indirect/ }).check({ force: true });
      await phone.page.getByLabel('Date the money was paid to you').waitFor();
      await expectNoSeriousA11yViolations(phone.page, 'rollovers page at phone width');
    } finally {
      await phone.context.close();
    }
  });
});
