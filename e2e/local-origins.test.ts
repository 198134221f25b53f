import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, connectBrowser, uniqueEmail } from './support/browser';
import { answerOptInIfOffered, expectHeading, HOME_HEADING, requestMagicLink } from './support/app-driver';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

/**
 * The local app (no PUBLIC_ORIGIN, printed at http://127.0.0.1:PORT) opened at `host`: it signs in by magic link and
 * lands on home, and every API and identity call goes to the origin the page was opened at (decision 0201).
 */
async function signsInAt(host: string): Promise<void> {
  const origin = `http://${host}:${new URL(baseUrl()).port}`;
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  const calls: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(identity|solo401k)\//.test(url.pathname)) calls.push(url.origin);
  });
  const page = await context.newPage();
  await page.goto('/');
  await expectHeading(page, 'Sign in or create your account');
  const email = uniqueEmail(`origin-${host.replace(/\W/g, '')}`);
  const link = await requestMagicLink(page, email);
  // The link returns to the page's own origin (the SDK sends it; the server accepts every loopback name of its port).
  expect(new URL(link).origin).toBe(origin);
  await page.goto(link);
  await expectHeading(page, HOME_HEADING);
  await answerOptInIfOffered(page);
  expect(await page.getByTestId('signed-in-as').innerText()).toBe(email);
  expect(calls.length).toBeGreaterThan(0);
  expect([...new Set(calls)]).toEqual([origin]);
}

describe('the local app at its printed origin and at localhost', () => {
  test('at http://127.0.0.1:PORT', async () => {
    await signsInAt('127.0.0.1');
  });

  test('at http://localhost:PORT', async () => {
    await signsInAt('localhost');
  });
});
