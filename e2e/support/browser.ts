import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** A page in its own browser context (own storage and cookies: a separate "browser profile"). */
export interface IsolatedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far. */
  errors: string[];
}

const notes = new WeakMap<BrowserContext, string[]>();

/** Failed API and identity answers and console errors seen in a context (for failure messages). */
export function notesOf(context: BrowserContext): string[] {
  return notes.get(context) ?? [];
}

function record(context: BrowserContext): void {
  const log: string[] = [];
  notes.set(context, log);
  const stamp = (): string => new Date().toISOString().slice(11, 23);
  context.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.status() >= 400 && /^\/(identity|solo401k)\//.test(path))
      log.push(`${stamp()} ${r.status()} ${r.request().method()} ${path}`);
  });
  context.on('console', (m) => {
    if (m.type() === 'error') log.push(`${stamp()} console: ${m.text()}`);
  });
}

/** Connects to the suite's one shared Chromium (launched by the global setup). */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

/** The server origin under test. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** Opens a fresh context at a phone or desktop viewport (with a touch screen when asked) and one page in it. */
export async function openIsolatedPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
  options: { hasTouch?: boolean } = {},
): Promise<IsolatedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, hasTouch: options.hasTouch ?? false });
  context.setDefaultTimeout(15_000);
  record(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A unique e-mail address for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}
