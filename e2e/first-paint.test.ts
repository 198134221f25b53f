import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectHeading } from './support/app-driver';
import { baseUrl, connectBrowser, openIsolatedPage } from './support/browser';

declare global {
  interface Window {
    /** Sum of the layout-shift entries seen so far (without recent input): the page's CLS. */
    layoutShift?: number;
  }
}

/** Runs in the page before its scripts: adds up every layout shift, as Lighthouse's CLS does. */
function watchLayoutShifts(): void {
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      if (!entry.hadRecentInput) window.layoutShift = (window.layoutShift ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('paint before JavaScript', () => {
  test('without JavaScript the page already shows the frame: header, main landmark, status line, footer', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('banner').getByText('Solo 401(k)').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('status').innerText()).toBe('Loading your account…');
    expect(await page.getByRole('contentinfo').innerText()).toBe('Solo 401(k) · Your small-business retirement plan');
    await context.close();
  });

  test('with JavaScript the frame is hydrated without a mismatch and the sign-in page takes its place with CLS below 0.02', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { context, page, errors } = await openIsolatedPage(browser, viewport);
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      await page.addInitScript(watchLayoutShifts);
      await page.goto('/');
      await expectHeading(page, 'Sign in or create your account');
      const cls = await page.evaluate(() => window.layoutShift ?? -1);
      expect(cls, `CLS at ${viewport.width}px`).toBeGreaterThanOrEqual(0);
      expect(cls, `CLS at ${viewport.width}px`).toBeLessThan(0.02);
      expect([...errors, ...consoleErrors].filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      await context.close();
    }
  });
});
