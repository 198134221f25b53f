import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { enrolAuthenticatorApp } from './support/authenticator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { baseUrl, connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, expectVisible, signIn } from './support/app-driver';
import { seedPlanHoldings } from './support/plan-holdings';

/**
 * Every confirmation of a money move, on a phone (decision 0296): the asset purchase's and the recorded holding's
 * confirmations, and the step-up check that a purchase meets once the user has a second factor. Each opens above the
 * drawer it came from, its visible Cancel is what a tap at that place reaches, and tapping it records nothing.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** GETs a product API path as the page's signed-in user and answers the JSON body. */
async function apiGet(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (path) => {
    const cookie = document.cookie
      .split('; ')
      .find((c) => c.startsWith('DS='))
      ?.slice(3);
    const token = localStorage.getItem('DS') ?? cookie;
    const response = await fetch(`/solo401k${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  }, path);
}

/**
 * Where `control` is on the screen and what the page has at its centre: whether the control is the topmost element
 * there (document.elementFromPoint), whether it lies wholly inside the viewport, and whether its dialog is modal (in the
 * top layer). Both are needed: hit-testing skips an inert overlay that is still painted on top (the drawer over the old
 * confirmation answered the confirmation's button here while showing its own), and only the top layer is painted above
 * every z-index.
 */
async function placement(control: Locator): Promise<{ topmost: boolean; inViewport: boolean; modal: boolean }> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      topmost: hit !== null && (hit === el || el.contains(hit)),
      inViewport: r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth,
      modal: el.closest('dialog')?.matches(':modal') ?? false,
    };
  });
}

/** Taps the screen at the centre of `control`, as a finger does: whatever is drawn on top there gets the tap. */
async function tapCentreOf(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox();
  if (box === null) throw new Error('the control is not on the screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The dialog is visible with every part of it inside the viewport, and `controls` are each topmost at their centre. */
async function expectWhollyShown(dialog: Locator, controls: Locator[]): Promise<void> {
  const box = await dialog.boundingBox();
  const viewport = dialog.page().viewportSize();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
  for (const control of controls) expect(await placement(control)).toEqual({ topmost: true, inViewport: true, modal: true });
}

describe('money confirmations: the visible Cancel is the one tapped, and nothing moves', () => {
  const email = uniqueEmail('money-confirmations');
  let phone: IsolatedPage;
  const assetPosts: Request[] = [];

  beforeAll(async () => {
    phone = await openIsolatedPage(browser, PHONE, { hasTouch: true });
    await signIn(phone.page, email);
    await answerOptInIfOffered(phone.page);
    await seedPlanHoldings(phone.page, [['Profit Sharing', 5000]]);
    phone.page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/solo401k/assets') assetPosts.push(r);
    });
  });
  afterAll(async () => {
    await phone?.context.close();
  });

  /** Opens the drawer and fills a metals purchase up to its confirmation. */
  async function fillPurchase(page: Page): Promise<Locator> {
    await page.goto('/assets');
    await expectHeading(page, 'Assets');
    await page.getByRole('button', { name: 'Buy or record an asset' }).click();
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await expectVisible(page, drawer);
    await drawer.getByLabel('Asset type').selectOption({ label: 'Precious metals' });
    await drawer.getByLabel('Sub-type').selectOption({ label: 'Coins' });
    await drawer.getByRole('radio', { name: 'Gold' }).check({ force: true });
    await drawer.getByLabel('Depository or trustee').fill('Delaware Depository');
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expectText(page, 'Step 2 of 2: Price and payment');
    await drawer.getByRole('radio', { name: 'A purchase the plan pays for' }).check({ force: true });
    await drawer.getByLabel('Purchase price').fill('2,500.00');
    await drawer.getByRole('radio', { name: 'No', exact: true }).check({ force: true });
    return drawer;
  }

  test('at 390 px the purchase confirmation is above the drawer: tapping its visible Cancel sends no payment', async () => {
    const { page } = phone;
    const drawer = await fillPurchase(page);
    await drawer.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Confirm the purchase' });
    await expectVisible(page, confirm);
    await expectText(page, '$2,500.00');
    const cancel = confirm.getByRole('button', { name: 'Cancel' });
    await expectWhollyShown(confirm, [cancel, confirm.getByRole('button', { name: 'Send the payment' })]);
    // The safe answer has the focus.
    expect(await cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'purchase confirmation at 390 px');

    await tapCentreOf(page, cancel);
    await confirm.waitFor({ state: 'detached' });
    await expectVisible(page, drawer.getByText('Step 2 of 2: Price and payment'));
    expect(assetPosts).toEqual([]);
    expect(await apiGet(page, '/assets')).toEqual([]);
  });

  test('at 390 px the recorded holding confirmation: tapping its visible Cancel records nothing', async () => {
    const { page } = phone;
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await drawer.getByRole('radio', { name: 'An asset the plan already holds' }).check({ force: true });
    await drawer.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Confirm the asset' });
    await expectVisible(page, confirm);
    const cancel = confirm.getByRole('button', { name: 'Cancel' });
    await expectWhollyShown(confirm, [cancel, confirm.getByRole('button', { name: 'Record the asset' })]);
    await expectNoSeriousA11yViolations(page, 'holding confirmation at 390 px');

    await tapCentreOf(page, cancel);
    await confirm.waitFor({ state: 'detached' });
    expect(assetPosts).toEqual([]);
    expect(await apiGet(page, '/assets')).toEqual([]);
  });

  test('at 1280 px the confirmation is wholly shown above the drawer; Escape cancels it and focus is back in the drawer', async () => {
    const { page } = phone;
    await page.setViewportSize(DESKTOP);
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await drawer.getByRole('radio', { name: 'A purchase the plan pays for' }).check({ force: true });
    await drawer.getByRole('radio', { name: 'No', exact: true }).check({ force: true });
    await drawer.getByRole('button', { name: 'Continue' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Confirm the purchase' });
    await expectVisible(page, confirm);
    await expectWhollyShown(confirm, [
      confirm.getByRole('heading', { name: 'Confirm the purchase' }),
      confirm.getByText('Delaware Depository'),
      confirm.getByRole('button', { name: 'Cancel' }),
      confirm.getByRole('button', { name: 'Send the payment' }),
    ]);
    await expectNoSeriousA11yViolations(page, 'purchase confirmation at 1280 px');

    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    // Only the confirmation closed: the drawer is still there, with the focus on the Continue that opened it.
    await expectVisible(page, drawer.getByText('Step 2 of 2: Price and payment'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Continue');
    expect(assetPosts).toEqual([]);
    expect(await apiGet(page, '/assets')).toEqual([]);
    await page.setViewportSize(PHONE);
  });

  test('at 390 px the step-up check opens above the confirmation and the drawer: tapping its visible Cancel pays nothing', async () => {
    const { page } = phone;
    // The user adds an authenticator app elsewhere: this e-mail-link session now needs it for a purchase.
    await enrolAuthenticatorApp(baseUrl(), email, join(tmpdir(), `${email}.step`));
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await drawer.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the purchase' });
    await expectVisible(page, confirm);
    const refused = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/solo401k/assets',
    );
    await tapCentreOf(page, confirm.getByRole('button', { name: 'Send the payment' }));
    expect((await refused).status()).toBe(403);

    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expectVisible(page, stepUp);
    const cancel = stepUp.getByRole('button', { name: 'Cancel' });
    await expectWhollyShown(stepUp, [stepUp.getByLabel('Authentication code'), cancel]);
    await expectNoSeriousA11yViolations(page, 'step-up check over the purchase confirmation at 390 px');

    await tapCentreOf(page, cancel);
    await stepUp.waitFor({ state: 'detached' });
    // The one request sent was the refused one; it is not retried, the plan holds no asset, and the drawer says so.
    await confirm.waitFor({ state: 'detached' });
    await expectVisible(page, drawer.getByText('The asset could not be recorded. Nothing was charged; please try again.'));
    expect(assetPosts).toHaveLength(1);
    expect(await apiGet(page, '/assets')).toEqual([]);
  });

  test('at 1280 px the step-up check is wholly shown above the confirmation', async () => {
    const { page } = phone;
    await page.setViewportSize(DESKTOP);
    const drawer = page.getByRole('dialog', { name: 'Buy or record an asset' });
    await drawer.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm the purchase' });
    await expectVisible(page, confirm);
    await confirm.getByRole('button', { name: 'Send the payment' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expectVisible(page, stepUp);
    await expectWhollyShown(stepUp, [
      stepUp.getByRole('heading', { name: 'Confirm it is you' }),
      stepUp.getByLabel('Authentication code'),
      stepUp.getByRole('button', { name: 'Cancel' }),
    ]);
    await expectNoSeriousA11yViolations(page, 'step-up check at 1280 px');
    await stepUp.getByRole('button', { name: 'Cancel' }).click();
    await stepUp.waitFor({ state: 'detached' });
    expect(assetPosts).toHaveLength(2);
    expect(await apiGet(page, '/assets')).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
