import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Readable } from 'node:stream';
import type { Browser } from 'playwright-core';
import { pdfText } from '../server/plan-documents/pdf-test-kit';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, drawSignature, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { DESKTOP, expectFitsPhone, PHONE } from './support/phone-width';
import { PLAN_NAME, seedOwnersPlan } from './support/plan-invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function streamBytes(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The journey runs on the real clock: the signed file's name carries today's day (UTC, the server's). */
const TODAY = new Date().toISOString().slice(0, 10);

describe('plan amendments', () => {
  let tab: IsolatedPage;

  beforeAll(async () => {
    tab = await openIsolatedPage(browser);
    await signIn(tab.page, uniqueEmail('amend'));
    await answerOptInIfOffered(tab.page);
    await seedOwnersPlan(tab.page, { plan_establish_date: '2025-01-01' });
  });
  afterAll(async () => {
    await tab?.context.close();
  });

  test('home names the amendment; the owner reviews it, signs it, finds it in the library; home moves to the restatement', async () => {
    const { page } = tab;
    await page.goto('/');
    const tile = page.locator('[data-area="plan-amendments"]');
    const status = tile.getByTestId('tile-status-plan-amendments');
    // Before or after its deadline, the tile's task is the SECURE 2.0 amendment.
    await expect.poll(() => status.textContent()).toMatch(/^Sign the SECURE 2\.0 amendment /);
    await tile.getByRole('link', { name: 'Review and sign the SECURE 2.0 amendment' }).click();
    await expectHeading(page, 'Plan amendments');
    await expectText(page, 'SECURE 2.0 Interim Amendment');
    await expectText(page, 'The IRS has not announced this window yet: the dates are the expected ones.');
    await expectNoSeriousA11yViolations(page, 'plan amendments');

    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, 'plan amendments at 390 px');
    await expectFitsPhone(page, 'plan amendments');
    await page.setViewportSize(DESKTOP);

    // The document to review: the plan's own amendment, unsigned.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Review the SECURE 2.0 amendment (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SECURE 2.0 Interim Amendment (to review).pdf');
    const preview = (await pdfText(new Uint8Array(await streamBytes(await download.createReadStream())))).replace(/\s+/g, ' ');
    expect(preview).toContain(PLAN_NAME);
    expect(preview).toContain('SECURE 2.0 Act section 107');

    // Signing: a missing field says so beside it, and what was typed stays.
    await page.getByRole('button', { name: 'Sign the SECURE 2.0 amendment' }).click();
    await page.getByLabel('Signer first name', { exact: true }).fill('Avery');
    await page.getByRole('button', { name: 'Sign and file in my library' }).click();
    await expectText(page, 'Signer Last Name is required');
    await expect.poll(() => page.getByLabel('Signer first name', { exact: true }).inputValue()).toBe('Avery');
    await page.getByLabel('Signer last name', { exact: true }).fill('Quinn');
    await page.getByLabel('Signer title', { exact: true }).fill('Owner');
    await drawSignature(page);
    await expectNoSeriousA11yViolations(page, 'plan amendment sign form');
    await page.setViewportSize(PHONE);
    await expectFitsPhone(page, 'plan amendment sign form');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Sign and file in my library' }).click();
    await expectText(page, 'SECURE 2.0 Interim Amendment signed', 20_000);
    await expectText(page, `SECURE 2.0 Interim Amendment (signed ${TODAY}).pdf`);

    // The signed copy is in the library, in Plan documents.
    await page.getByRole('link', { name: 'Find the signed copy in your library' }).click();
    await expectText(page, `SECURE 2.0 Interim Amendment (signed ${TODAY}).pdf`);

    // Home's tile now names the restatement.
    await page.goto('/');
    await expect.poll(() => status.textContent()).toMatch(/restated plan document|Restatement window/);
    await expectVisible(page, tile);
  });
});
