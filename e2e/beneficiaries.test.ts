import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, expectVisible, signIn, drawSignature } from './support/app-driver';
import { apiPut } from './support/plan-invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page holds a message (beside its field or its group). */
async function expectMessage(page: Page, message: string): Promise<void> {
  await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBeGreaterThan(0);
}

/** Signs in a participant whose saved personal details say married to Sam Rivera. */
async function marriedParticipant(page: Page, prefix: string): Promise<void> {
  await signIn(page, uniqueEmail(prefix));
  await answerOptInIfOffered(page);
  const details = {
    first_name: 'Alex',
    last_name: 'Rivera',
    married: true,
    spouse_first_name: 'Sam',
    spouse_last_name: 'Rivera',
  };
  expect(await apiPut(page, '/checkout/steps/personalDetails?draft=true', details)).toBe(200);
}

describe('beneficiaries', () => {
  let participant: IsolatedPage;

  beforeAll(async () => {
    participant = await openIsolatedPage(browser);
    await marriedParticipant(participant.page, 'beneficiaries');
  });
  afterAll(async () => {
    await participant?.context.close();
  });

  test("a married participant's child as sole primary beneficiary is not in force until the spouse consents", async () => {
    const { page } = participant;
    await page.goto('/beneficiaries');
    await expectHeading(page, 'Beneficiaries');
    await expectText(page, 'No designation is in force yet.');
    await expectNoSeriousA11yViolations(page, 'beneficiaries page');

    await page.getByRole('button', { name: 'Save the designation' }).click();
    await expectMessage(page, 'Beneficiary name is required');
    await expectMessage(page, 'Relationship is required');
    await expectMessage(page, 'Enter a date of birth between 1900-01-01 and today');

    await page.getByLabel('Full name').fill('Jordan Rivera');
    await page.getByLabel('Relationship').selectOption({ label: 'Child' });
    await page.getByLabel('Date of birth').fill('2012-04-05');
    await page.getByLabel('Share (%)').fill('60');
    await expectMessage(page, "Primary beneficiaries' shares must add up to 100% (now 60%)");
    // What was typed survives a reload (a draft in the browser).
    await page.reload();
    await expectHeading(page, 'Beneficiaries');
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Jordan Rivera');
    expect(await page.getByLabel('Share (%)').inputValue()).toBe('60');
    await page.getByLabel('Share (%)').fill('100');
    await expectVisible(page, page.getByTestId('consent-needed'));
    await page.getByRole('button', { name: 'Save the designation' }).click();
    await expectText(page, 'Your designation is saved but not in force until your spouse consents.', 20_000);
    await expectText(page, 'No designation is in force yet.');
    await expectVisible(page, page.getByRole('heading', { name: "Your spouse's consent" }));
    expect(await page.getByLabel("Spouse's full name").inputValue()).toBe('Sam Rivera');
    await expectText(page, "Waiting for your spouse's consent");
    await expectNoSeriousA11yViolations(page, 'spousal consent form');

    await page.getByRole('button', { name: 'Sign the consent' }).click();
    await expectMessage(page, "Spouse's consent signature is required");
    await drawSignature(page);
    await page.getByRole('img', { name: "Spouse's signature preview" }).waitFor();
    await page.getByRole('button', { name: 'Sign the consent' }).click();
    await expectText(page, "Your spouse's consent is signed and filed.", 20_000);
    const inForce = page.getByRole('table', { name: 'Beneficiaries in force' });
    await expectVisible(page, inForce.getByRole('rowheader', { name: 'Jordan Rivera' }));
    await expectVisible(page, inForce.getByRole('cell', { name: 'Child' }));
    await expectText(page, 'Your spouse, Sam Rivera, consented on');
    expect(await page.getByRole('heading', { name: "Your spouse's consent" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'designation in force');

    await page.goto('/library');
    await expectText(page, 'Beneficiaries');
  });

  test('axe is clean at phone width on the beneficiaries page', async () => {
    const phone = await openIsolatedPage(browser, { width: 375, height: 740 });
    try {
      await marriedParticipant(phone.page, 'beneficiaries-phone');
      await phone.page.goto('/beneficiaries');
      await expectHeading(phone.page, 'Beneficiaries');
      await phone.page.getByLabel('Relationship').selectOption({ label: 'Brother or sister' });
      await expectVisible(phone.page, phone.page.getByTestId('consent-needed'));
      await expectNoSeriousA11yViolations(phone.page, 'beneficiaries page at phone width');
    } finally {
      await phone.context.close();
    }
  });
});
