import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
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

async function openAssets(page: Page): Promise<void> {
  await page.goto('/assets');
  await expectHeading(page, 'Assets');
}

describe('assets', () => {
  let desktop: IsolatedPage;

  beforeAll(async () => {
    desktop = await openIsolatedPage(browser);
    await signIn(desktop.page, uniqueEmail('assets'));
    await answerOptInIfOffered(desktop.page);
    // A purchase is paid from the plan's cash: the owner has a plan and deposited money in it.
    await seedPlanHoldings(desktop.page, [['Profit Sharing', 5000]]);
  });
  afterAll(async () => {
    await desktop?.context.close();
  });

  test('records a metals purchase to the end and sees it in the list, the totals and the chart', async () => {
    const { page } = desktop;
    await openAssets(page);
    await expectText(page, 'No assets yet: buy or record one to see the allocation.');
    await expectNoSeriousA11yViolations(page, 'assets page, empty');

    await page.getByRole('button', { name: 'Buy or record an asset' }).click();
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await expectVisible(page, drawer);
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expectMessage(page, 'Asset type is required');
    await drawer.getByLabel('Asset type').selectOption({ label: 'Precious metals' });
    await drawer.getByLabel('Sub-type').selectOption({ label: 'Coins' });
    await drawer.getByRole('radio', { name: 'Gold' }).check({ force: true });
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expectMessage(page, 'Depository or trustee is required');
    await drawer.getByLabel('Depository or trustee').fill('Delaware Depository');
    await expectNoSeriousA11yViolations(page, 'asset drawer, step 1');
    await drawer.getByRole('button', { name: 'Continue' }).click();

    await expectText(page, 'Step 2 of 2: Price and payment');
    await drawer.getByRole('radio', { name: 'A purchase the plan pays for' }).check({ force: true });
    await drawer.getByLabel('Purchase price').fill('2,500.00');
    await drawer.getByRole('radio', { name: 'No', exact: true }).check({ force: true });
    await drawer.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Confirm the purchase' });
    await expectVisible(page, confirm);
    await expectText(page, 'Delaware Depository');
    await expectNoSeriousA11yViolations(page, 'asset confirm modal');
    await confirm.getByRole('button', { name: 'Send the payment' }).click();

    const done = page.getByRole('dialog', { name: 'Asset recorded' });
    await expectVisible(page, done);
    await expectText(page, 'Coins is in your plan with a purchase of $2,500.00.');
    await done.getByRole('button', { name: 'Done' }).click();
    await done.waitFor({ state: 'hidden' });

    const assets = page.getByRole('table', { name: 'Assets' });
    await expectVisible(page, assets.getByRole('row', { name: /Coins.*Precious metals.*Gold.*\$2,500\.00/ }));
    await expectVisible(
      page,
      page.getByRole('table', { name: 'Allocation by type' }).getByRole('row', { name: /Precious metals.*\$2,500\.00.*100%/ }),
    );
    await expectVisible(page, page.getByTestId('allocation-chart').locator('path.recharts-sector'));
    expect(await page.getByTestId('plan-value').innerText()).toBe('$2,500.00');
    await expectVisible(
      page,
      page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: /Coins.*Purchase.*\$2,500\.00/ }),
    );
    await expectNoSeriousA11yViolations(page, 'assets page with an asset');
  });

  test("editing an asset and recording its value with a valuation document: the value history and the plan's total follow", async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'Edit Coins and its value' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Coins' });
    await expectVisible(page, editor);
    await expectVisible(
      page,
      editor.getByRole('table', { name: 'Transactions of this asset' }).getByRole('row', { name: /Purchase.*\$2,500\.00/ }),
    );
    await editor.getByLabel('Value', { exact: true }).fill('2,750.00');
    await editor
      .getByLabel('Valuation document (optional)')
      .setInputFiles({ name: 'appraisal.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expectNoSeriousA11yViolations(page, 'asset editor');
    await editor.getByRole('button', { name: 'Record the value' }).click();
    await expectVisible(
      page,
      editor.getByRole('table', { name: 'Value history' }).getByRole('row', { name: /\$2,750\.00.*In your library/ }),
    );
    await editor.getByLabel('Depository or trustee').fill("Brink's Global Services");
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page, page.getByRole('table', { name: 'Assets' }).getByText("Held by Brink's Global Services"));
    await editor.getByRole('button', { name: 'Close' }).click();
    await editor.waitFor({ state: 'hidden', timeout: 5000 }).catch(async (e) => {
      throw new Error(`${e}\n${await page.locator('body').innerText()}`);
    });
    await expectVisible(
      page,
      page.getByRole('table', { name: 'Assets' }).getByRole('row', { name: /Held by Brink's Global Services.*\$2,750\.00/ }),
    );
    await expect.poll(() => page.getByTestId('plan-value').innerText()).toBe('$2,750.00');
  });

  test('a yes to the prohibited-transaction question stops the purchase with the IRC 4975 explanation', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'Buy or record an asset' }).click();
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await drawer.getByLabel('Asset type').selectOption({ label: 'Real estate' });
    await drawer.getByLabel('Sub-type').selectOption({ label: 'Land' });
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await drawer.getByRole('radio', { name: 'A purchase the plan pays for' }).check({ force: true });
    await drawer.getByLabel('Purchase price').fill('90000');
    await drawer.getByRole('radio', { name: 'Yes', exact: true }).check({ force: true });
    await expectText(page, 'This purchase is stopped.');
    await expectText(page, /Internal Revenue Code section 4975/);
    expect(await drawer.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'prohibited transaction stop');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('table', { name: 'Assets' }).getByRole('row', { name: /Land/ }).count()).toBe(0);
  });

  test('closing the drawer keeps what was typed and returns to step 1; cancelling the flow clears it', async () => {
    const { page } = desktop;
    await page.getByRole('button', { name: 'Buy or record an asset' }).click();
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await drawer.getByLabel('Asset type').selectOption({ label: 'Crypto' });
    await drawer.getByLabel('Sub-type').selectOption({ label: 'Bitcoin' });
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, 'Step 2 of 2: Price and payment');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Buy or record an asset' }).click();
    await expectText(page, 'Step 1 of 2: What is the asset?');
    expect(await drawer.getByLabel('Asset type').inputValue()).toBe('crypto');
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Buy or record an asset' }).click();
    expect(await drawer.getByLabel('Asset type').inputValue()).toBe('');
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  test('axe is clean at phone width on the assets page and in the drawer', async () => {
    const phone = await openIsolatedPage(browser, { width: 375, height: 740 });
    try {
      await signIn(phone.page, uniqueEmail('assets-phone'));
      await answerOptInIfOffered(phone.page);
      await phone.page.goto('/assets');
      await expectHeading(phone.page, 'Assets');
      await expectNoSeriousA11yViolations(phone.page, 'assets page at phone width');
      await phone.page.getByRole('button', { name: 'Buy or record an asset' }).click();
      await expectVisible(phone.page, phone.page.getByRole('dialog', { name: 'Buy or record an asset' }));
      await expectNoSeriousA11yViolations(phone.page, 'asset drawer at phone width');
    } finally {
      await phone.context.close();
    }
  });
});
