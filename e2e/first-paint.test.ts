import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectHeading, HOME_HEADING } from './support/app-driver';
import { baseUrl, connectBrowser, openIsolatedPage, uniqueEmail } from './support/browser';
import { latestMagicLink, outboxSize } from './support/outbox';

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

/** The script files a page fetches from now on (their names, hash dropped), kept up to date as it loads. */
function scriptFiles(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname.replace(/-[\w-]{8}\.js$/, ''));
  });
  return files;
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('paint before JavaScript', () => {
  test('without JavaScript the sign-in page already shows its form at its final size, in the frame', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/', '/sign-in', '/checkout']) {
      await page.goto(path);
      expect(await page.getByRole('banner').getByText('Solo 401(k)').isVisible(), path).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe('Sign in or create your account');
      expect(await page.getByLabel('E-mail', { exact: true }).isDisabled(), path).toBe(true);
      expect(await page.getByRole('button', { name: 'Send me a sign-in link' }).isVisible(), path).toBe(true);
      expect(await page.getByRole('contentinfo').innerText(), path).toBe('Solo 401(k) · Your small-business retirement plan');
    }
    await context.close();
  });

  test('without JavaScript a signed-in page (magic link or the hint cookie) shows its heading and the status line', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const { hostname } = new URL(baseUrl());
    await context.addCookies([{ name: 'solo401k_frame', value: '1', domain: hostname, path: '/' }]);
    const page = await context.newPage();
    for (const [path, heading] of [
      ['/', 'Your plan'],
      ['/checkout', 'Employer and plan setup'],
      ['/loans', 'Loans'],
      ['/profile', 'Profile and security'],
    ]) {
      await page.goto(path);
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(heading);
      expect(await page.getByRole('main').getByRole('status').innerText(), path).toBe('Loading your account…');
    }
    await page.goto('/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('status').innerText()).toBe('Loading your account…');
    await context.close();

    const fromLink = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const linked = await fromLink.newPage();
    await linked.goto('/?t=not-verified-without-javascript');
    expect(await linked.getByRole('heading', { level: 1 }).innerText()).toBe('Your plan');
    await fromLink.close();
  });

  test('with JavaScript the app replaces the prerendered sign-in frame without an error and with CLS below 0.02', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { context, page, errors } = await openIsolatedPage(browser, viewport);
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      await page.addInitScript(watchLayoutShifts);
      const scripts = scriptFiles(page);
      await page.goto('/');
      await expectHeading(page, 'Sign in or create your account');
      const cls = await page.evaluate(() => window.layoutShift ?? -1);
      expect(cls, `CLS at ${viewport.width}px`).toBeGreaterThanOrEqual(0);
      expect(cls, `CLS at ${viewport.width}px`).toBeLessThan(0.02);
      expect([...errors, ...consoleErrors].filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
      // The identity SDK loads when a link is asked for, not with the page (decision 0349).
      await page.waitForLoadState('networkidle');
      expect([...scripts].filter((file) => file.includes('identity-sdk'))).toEqual([]);
      await page.getByLabel('E-mail').fill(uniqueEmail('first-paint-sdk'));
      await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor({ state: 'visible' });
      expect([...scripts].filter((file) => file.includes('identity-sdk'))).toEqual(['/assets/identity-sdk']);
      await context.close();
    }
  });

  test('a magic-link visit paints the home heading from the HTML and never shows the sign-in form on the way', async () => {
    const { context, page } = await openIsolatedPage(browser, { width: 390, height: 844 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      const note = (): void => {
        for (const h of document.querySelectorAll('main h1')) {
          const text = h.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('DOMContentLoaded', note);
    });
    const email = uniqueEmail('first-paint-link');
    const config = (await (await fetch(`${baseUrl()}/site-config.json`)).json()) as { descope_project_id: string };
    const before = await outboxSize();
    const res = await fetch(`${baseUrl()}/identity/v1/auth/magiclink/signup-in/email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.descope_project_id}`, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: email, URI: `${baseUrl()}/` }),
    });
    expect(res.status).toBe(200);
    const scripts = scriptFiles(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/solo401k/')) reads.push(`${url.pathname}${url.search}`);
    });
    await page.goto(await latestMagicLink(email, before));
    await expectHeading(page, HOME_HEADING);
    // The heading is there from the HTML; the page itself shows who is signed in.
    await page.getByTestId('signed-in-as').waitFor({ state: 'visible' });
    await page.getByRole('heading', { name: "Your plan's areas" }).waitFor({ state: 'visible' });
    // Home with every tile in a few files, not one per shared module (112 before decision 0346, 13 with it).
    expect(scripts.size, [...scripts].join(' ')).toBeLessThanOrEqual(25);
    // Once the page is quiet, no read was sent twice: tiles that need the same answer share one request (decision 0353).
    await page.waitForLoadState('networkidle');
    const repeated = reads.filter((read, i) => reads.indexOf(read) !== i);
    expect(repeated, reads.join(' ')).toEqual([]);
    const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
    expect(seen[0]).toBe('Your plan');
    expect(seen).not.toContain('Sign in or create your account');
    // Signed in, the hint cookie tells the server to answer home's frame on the next visit.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'solo401k_frame')?.value).toBe('1');
    await context.close();
  });
  test('opening /checkout from a link keeps a heading on screen from the frame to the form: no blank step between', async () => {
    const { context, page } = await openIsolatedPage(browser, { width: 390, height: 844 });
    await page.addInitScript(() => {
      // Every state of main's heading, '(none)' while main shows no heading at all (after the HTML painted one).
      const seen: string[] = [];
      (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
      const note = (): void => {
        const main = document.querySelector('main');
        if (!main) return;
        const text = main.querySelector('h1')?.textContent ?? '(none)';
        if (seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener('DOMContentLoaded', note);
    });
    const email = uniqueEmail('first-paint-checkout');
    const config = (await (await fetch(`${baseUrl()}/site-config.json`)).json()) as { descope_project_id: string };
    const before = await outboxSize();
    const res = await fetch(`${baseUrl()}/identity/v1/auth/magiclink/signup-in/email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.descope_project_id}`, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: email, URI: `${baseUrl()}/checkout` }),
    });
    expect(res.status).toBe(200);
    const scripts = scriptFiles(page);
    await page.goto(await latestMagicLink(email, before));
    await expectHeading(page, 'Set up your individual 401(k)');
    // The checkout's form in a few files, not one per shared module (85 before decision 0346, 13 with it).
    expect(scripts.size, [...scripts].join(' ')).toBeLessThanOrEqual(25);
    const seen = await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
    expect(seen[0]).toBe('Employer and plan setup');
    expect(seen.at(-1)).toBe('Set up your individual 401(k)');
    expect(seen).not.toContain('(none)');
    await context.close();
  });
});
