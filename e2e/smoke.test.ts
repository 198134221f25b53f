import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, connectBrowser, openIsolatedPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('harness', () => {
  test('the server serves the built SPA and its version file', async () => {
    const { page, context } = await openIsolatedPage(browser);
    await page.goto('/');
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    const version = await (await fetch(`${baseUrl()}/version.json`)).json();
    expect(typeof version.buildId).toBe('string');
    await context.close();
  });
});
