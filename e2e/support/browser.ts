import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** A page in its own browser context (own storage and cookies: a separate "browser profile"). */
export interface IsolatedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far. */
  errors: string[];
}

/** Connects to the suite's one shared Chromium (launched by the global setup). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/** The server origin under test. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Opens a fresh context at a phone or desktop viewport and one page in it. */
export async function openIsolatedPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<IsolatedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A unique e-mail address for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}
