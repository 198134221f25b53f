import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { answerOptInIfOffered, apiSend, expectHeading, HOME_HEADING } from './support/app-driver';
import { baseUrl, connectBrowser, openIsolatedPage, uniqueEmail } from './support/browser';
import { latestMagicLink, outboxSize } from './support/outbox';

/** One layout shift as the page saw it: its score and what moved (for the failure message). */
interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    /** Every layout shift without recent input seen since the page started loading. */
    layoutShifts?: Shift[];
  }
}

/** Runs in the page before its scripts: records every layout shift, as Lighthouse's CLS counts them. */
function recordLayoutShifts(): void {
  window.layoutShifts = [];
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const id = node.id ? `#${node.id}` : '';
    const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ').join('.')}` : '';
    return `${node.tagName.toLowerCase()}${id}${cls} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }
    >) {
      if (entry.hadRecentInput) continue;
      window.layoutShifts?.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map(
          (s) =>
            `${describe(s.node)} y ${Math.round(s.previousRect.y)}->${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}->${Math.round(s.currentRect.height)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Waits two frames, so that the layout of the last change has been measured and reported. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
}

/** The page's cumulative layout shift so far, with the shifts that made it (for the failure message). */
async function layoutShift(page: Page): Promise<{ cls: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** A fresh magic link for `email` that lands on `path`, as the e-mail a person opens. */
async function magicLink(email: string, path: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl()}/site-config.json`)).json()) as { descope_project_id: string };
  const before = await outboxSize();
  const res = await fetch(`${baseUrl()}/identity/v1/auth/magiclink/signup-in/email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.descope_project_id}`, 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: email, URI: `${baseUrl()}${path}` }),
  });
  expect(res.status, 'magic link request').toBe(200);
  return latestMagicLink(email, before);
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * Opens a page that loads like Lighthouse's phone: every request 150 ms late and the CPU four times slower, so that
 * the in-between states (frame, status line, skeletons) are painted, as they are for a person on a phone.
 */
async function openSlowPage(viewport: { width: number; height: number }) {
  const opened = await openIsolatedPage(browser, viewport);
  opened.context.setDefaultTimeout(60_000);
  await throttle(opened.page);
  await opened.page.addInitScript(recordLayoutShifts);
  return opened;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Home has loaded every area's state: the checkout tile's status and the next step are shown. */
async function homeSettled(page: Page): Promise<void> {
  await expectHeading(page, HOME_HEADING);
  await page.getByTestId('tile-status-checkout').waitFor({ state: 'visible' });
  await page.getByRole('heading', { name: 'What to do next' }).waitFor({ state: 'visible' });
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('layout shift at $name width ($width px)', { timeout: 180_000 }, (viewport) => {
  // Issue 10: below 0.02 on every page (Lighthouse counts 0.1 as good).
  const limit = 0.02;
  const explain = (label: string, m: { cls: number; shifts: Shift[] }): string =>
    `${label} at ${viewport.width}px: CLS ${m.cls.toFixed(3)}\n${m.shifts.map((s) => `  ${s.value.toFixed(3)} @${s.at}ms ${s.sources.join(' | ')}`).join('\n')}`;

  test('the sign-in page', async () => {
    const { context, page } = await openSlowPage(viewport);
    await page.goto('/');
    await expectHeading(page, 'Sign in or create your account');
    await settle(page);
    const m = await layoutShift(page);
    expect(m.cls, explain('sign-in', m)).toBeLessThan(limit);
    await context.close();
  });

  test('home, opened from the magic link and opened again signed in', async () => {
    const { context, page } = await openSlowPage(viewport);
    const email = uniqueEmail(`perf-home-${viewport.name}`);
    await page.goto(await magicLink(email, '/'));
    await homeSettled(page);
    await answerOptInIfOffered(page);
    await settle(page);
    const fromLink = await layoutShift(page);
    expect(fromLink.cls, explain('home from the magic link', fromLink)).toBeLessThan(limit);

    const again = await context.newPage();
    await throttle(again);
    await again.addInitScript(recordLayoutShifts);
    await again.goto('/');
    await homeSettled(again);
    await settle(again);
    const reopened = await layoutShift(again);
    expect(reopened.cls, explain('home reopened', reopened)).toBeLessThan(limit);
    await context.close();
  });

  test("a library folder, opened from the magic link: its folder's actions are there from the start", async () => {
    const email = uniqueEmail(`perf-library-${viewport.name}`);
    // The folder, made by its owner through the API once signed in (not measured).
    const owner = await openIsolatedPage(browser, viewport);
    await owner.page.goto(await magicLink(email, '/'));
    await homeSettled(owner.page);
    const folder = await apiSend(owner.page, '/folders', { name: 'Statements', folder_id: null }, 'POST');
    const folderId = (folder.body as { id: string }).id;
    await owner.context.close();
    const { context, page } = await openSlowPage(viewport);
    await page.goto(await magicLink(email, `/library/${folderId}`));
    await expectHeading(page, 'Document library');
    await page.getByText('No documents here yet. Upload some, or drop files here.').waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('button', { name: 'Move folder' }).isEnabled()).toBe(true);
    await settle(page);
    const m = await layoutShift(page);
    expect(m.cls, explain('library folder', m)).toBeLessThan(limit);
    await context.close();
  });

  test('checkout, opened from the magic link', async () => {
    const { context, page } = await openSlowPage(viewport);
    const email = uniqueEmail(`perf-checkout-${viewport.name}`);
    await page.goto(await magicLink(email, '/checkout'));
    await expectHeading(page, 'Set up your individual 401(k)');
    await page.getByRole('button', { name: /I am the plan owner/ }).waitFor({ state: 'visible' });
    await settle(page);
    const m = await layoutShift(page);
    expect(m.cls, explain('checkout', m)).toBeLessThan(limit);
    await context.close();
  });
});
