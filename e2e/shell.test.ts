import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, HOME_HEADING, signIn } from './support/app-driver';
import { DESKTOP, expectFitsPhone, PHONE } from './support/phone-width';

declare global {
  interface Window {
    /** Set one task after the page has read /version.json, when its build check has decided (see watchBuildCheck). */
    buildCheckSettled?: boolean;
    /** How often this document wrote the build-reload marker (a write means it decided to reload). */
    buildReloadWrites?: number;
  }
}

/**
 * Runs in the page before its scripts: marks when the build check has decided, so a test can wait for that instead of
 * sleeping. The check decides synchronously after the /version.json body is parsed (it writes the reload marker at
 * once when it reloads), so one task after the parsed body every decision has been taken.
 */
function watchBuildCheck(): void {
  window.buildReloadWrites = 0;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string): void {
    if (key === 'buildReloadedFor') window.buildReloadWrites = (window.buildReloadWrites ?? 0) + 1;
    setItem.call(this, key, value);
  };
  const json = Response.prototype.json;
  Response.prototype.json = function (this: Response): Promise<unknown> {
    const parsed = json.call(this);
    if (new URL(this.url).pathname === '/version.json') {
      const settle = (): void => void setTimeout(() => (window.buildCheckSettled = true), 0);
      parsed.then(settle, settle);
    }
    return parsed;
  };
}

let browser: Browser;
let tab: IsolatedPage;
beforeAll(async () => {
  browser = await connectBrowser();
  tab = await openIsolatedPage(browser);
  await signIn(tab.page, uniqueEmail('shell'));
});
afterAll(async () => {
  await tab?.context.close();
  await browser?.close();
});

describe('shell', () => {
  test('an unknown path shows the 404 page, signed in or not', async () => {
    await tab.page.goto('/no/such/page');
    await expectHeading(tab.page, 'Page not found');
    await expectNoSeriousA11yViolations(tab.page, '404');
    await tab.page.getByRole('link', { name: 'Go to the home page' }).click();
    await expectHeading(tab.page, HOME_HEADING);
    const anonymous = await openIsolatedPage(browser, { width: 390, height: 844 });
    await anonymous.page.goto('/nowhere');
    await expectHeading(anonymous.page, 'Page not found');
    await expectNoSeriousA11yViolations(anonymous.page, '404 at phone width');
    await anonymous.context.close();
  });

  test('the header menu reaches every area by keyboard, on a desktop and on a phone, without widening the page', async () => {
    const { page } = tab;
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const links = nav.getByRole('list', { name: 'Every area' }).getByRole('link');
    const titles = await links.allInnerTexts();
    expect(titles.slice(0, 4)).toEqual(['Home', 'Employer and plan setup', 'Bank account', 'Identity verification']);
    expect(titles).toEqual(expect.arrayContaining(['Distributions', 'Loans', 'Contributions', 'Document library']));
    await expectNoSeriousA11yViolations(page, 'header menu open (desktop)');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    await page.setViewportSize(PHONE);
    await menu.click();
    await links.filter({ hasText: 'Distributions' }).click();
    await expectHeading(page, 'Distributions');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await expectFitsPhone(page, 'header menu open');
    await page.keyboard.press('Escape');
    await expectFitsPhone(page, 'header with the menu');
    await page.setViewportSize(DESKTOP);
  });

  test('navigation keeps the scroll position', async () => {
    const { page } = tab;
    await page.setViewportSize({ width: 390, height: 300 });
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    // Home may still be filling in (a loaded machine): scroll once the page is tall enough to stay at 120.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            window.scrollTo(0, 120);
            return window.scrollY;
          }),
        { timeout: 10_000 },
      )
      .toBe(120);
    await page.locator('[data-area="distributions"]').getByRole('link').click();
    await expectHeading(page, 'Distributions');
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(room).toBeGreaterThanOrEqual(120);
    // Not reset to the top (scroll anchoring may shift it a little while the page swaps).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(60);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a lazy part that fails to load returns to the last known path', async () => {
    const { page } = tab;
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    await page.route(/\/assets\/assets-page[^/]*\.js$/, (route) => route.abort('failed'));
    await page.locator('[data-area="assets"]').getByRole('link').click();
    const toast = page.getByText('That page could not be loaded. Check your connection and try again.');
    await toast.waitFor();
    const shownAt = Date.now();
    await expectHeading(page, HOME_HEADING);
    expect(new URL(page.url()).pathname).toBe('/');
    // The toast lasts 5000 ms (spec section 9).
    await toast.waitFor({ state: 'hidden', timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    await page.unroute(/\/assets\/assets-page[^/]*\.js$/);
  });

  test("the toast region's code failing to load (a deploy restarting the server) leaves the app working, no reload", async () => {
    const { page } = tab;
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    let loads = 0;
    const onLoad = (): void => {
      loads += 1;
    };
    page.on('load', onLoad);
    const parts = /\/assets\/(toast-region|assets-page)[^/]*\.js$/;
    await page.route(parts, (route) => route.abort('failed'));
    // The assets page fails, and so does the region that would say so: the app goes back home and keeps working.
    await page.locator('[data-area="assets"]').getByRole('link').click();
    await expectHeading(page, HOME_HEADING);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await page.unroute(parts);
    await page.locator('[data-area="checkout"]').getByRole('link').click();
    await expectHeading(page, 'Set up your individual 401(k)');
    expect(loads).toBe(0);
    page.off('load', onLoad);
  });

  test("page resources that fail to load (a page's stylesheet) load the target as a full page", async () => {
    const { page } = tab;
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
    let loads = 0;
    page.on('load', () => (loads += 1));
    let blocked = 0;
    const pattern = /\/assets\/checkout-page[^/]*\.css$/;
    await page.route(
      pattern,
      async (route) => {
        blocked += 1;
        await route.abort('failed');
      },
      { times: 1 },
    );
    await page.locator('[data-area="checkout"]').getByRole('link').click();
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    expect(blocked).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    // The full load renders the checkout's own page (whatever its first step shows), not an error page.
    await page.locator('main h1').first().waitFor();
    const heading = await page.locator('main h1').first().textContent();
    expect([
      'Page not found',
      'This page could not be loaded',
      'Something went wrong',
      'Sign in or create your account',
    ]).not.toContain(heading);
  });

  test('a changed build hash reloads the page once, never in a loop', async () => {
    const fresh = await openIsolatedPage(browser);
    const { page } = fresh;
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.route('**/version.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ buildId: 'a-newer-build' }) }),
    );
    await page.addInitScript(watchBuildCheck);
    await page.goto('/');
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    await expectHeading(page, 'Sign in or create your account');
    // The reloaded page has checked the build again (polled, no fixed sleep) and decided not to reload a second time.
    await expect.poll(() => page.evaluate(() => window.buildCheckSettled === true), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => window.buildReloadWrites)).toBe(0);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('buildReloadedFor'))).toBe('a-newer-build');
    await fresh.context.close();
  });

  test('the same build does not reload', async () => {
    const fresh = await openIsolatedPage(browser);
    let loads = 0;
    fresh.page.on('load', () => (loads += 1));
    await fresh.page.addInitScript(watchBuildCheck);
    await fresh.page.goto('/');
    await expectHeading(fresh.page, 'Sign in or create your account');
    await expect.poll(() => fresh.page.evaluate(() => window.buildCheckSettled === true), { timeout: 10_000 }).toBe(true);
    expect(await fresh.page.evaluate(() => window.buildReloadWrites)).toBe(0);
    expect(loads).toBe(1);
    await fresh.context.close();
  });
});
