import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { baseUrl, connectBrowser, uniqueEmail } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, HOME_HEADING, requestMagicLink } from './support/app-driver';
import { virtualAuthenticator } from './support/virtual-authenticator';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

const port = (): string => new URL(baseUrl()).port;
const LOCALHOST = (): string => `http://localhost:${port()}`;

/** The note shown instead of a passkey option at 127.0.0.1 (decision 0298). */
const PASSKEY_NOTE = (): string =>
  `Passkeys cannot be used at an IP address. To use one, open the app at ${LOCALHOST()} and sign in there.`;

/** A new browser context at `host` on the app's port. */
async function contextAt(host: string, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: `http://${host}:${port()}`, viewport });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * The local app (no PUBLIC_ORIGIN, printed at http://localhost:PORT) opened at `host`: it signs in by magic link and
 * lands on home, and every API and identity call goes to the origin the page was opened at (decision 0201).
 */
async function signsInAt(host: string): Promise<Page> {
  const origin = `http://${host}:${port()}`;
  const context = await contextAt(host);
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
  return page;
}

async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Downloads work at the page's origin (decision 0298): a file uploaded from the page gets a signed link on that very
 * origin, which the page may fetch (its CSP allows 'self' only): 200, application/pdf; and the library's Download
 * button saves it.
 */
async function downloadsWork(page: Page, name: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const minted = await page.evaluate(async (name) => {
    const cookie = (key: string): string =>
      decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith(`${key}=`))
          ?.slice(key.length + 1) ?? '',
      );
    const headers = {
      authorization: `Bearer ${localStorage.getItem('DS') ?? cookie('DS')}`,
      'x-xsrf-token': cookie('XSRF-TOKEN'),
    };
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7\n', 'A'.repeat(2000)], { type: 'application/pdf' }), name);
    const uploaded = await fetch('/solo401k/documents', { method: 'POST', headers, body: form });
    const { id } = (await uploaded.json()) as { id: string };
    const link = await fetch(`/solo401k/documents/${id}/download/google-cloud-url`, { headers });
    const { url } = (await link.json()) as { url: string };
    const file = await fetch(url);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return {
      uploaded: uploaded.status,
      url,
      status: file.status,
      type: file.headers.get('content-type'),
      head: String.fromCharCode(...bytes.subarray(0, 5)),
    };
  }, name);
  expect(minted.uploaded).toBe(201);
  expect(new URL(minted.url).origin).toBe(origin);
  expect({ status: minted.status, type: minted.type, head: minted.head }).toEqual({
    status: 200,
    type: 'application/pdf',
    head: '%PDF-',
  });
  await page.goto('/library');
  await expectHeading(page, 'Document library');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${name}`, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  expect((await streamBytes(await download.createReadStream())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('the local app at its printed origin (localhost) and at 127.0.0.1', () => {
  test('at http://localhost:PORT: signs in, and downloads work', async () => {
    const page = await signsInAt('localhost');
    await downloadsWork(page, 'at-localhost.pdf');
  });

  test('at http://127.0.0.1:PORT: signs in, downloads work, and the profile says where passkeys work', async () => {
    const page = await signsInAt('127.0.0.1');
    await downloadsWork(page, 'at-loopback-ip.pdf');
    await page.goto('/profile');
    await expectHeading(page, 'Profile and security');
    await expectText(page, PASSKEY_NOTE());
    expect(await page.getByRole('button', { name: 'Add a passkey' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: LOCALHOST(), exact: true }).getAttribute('href')).toBe(LOCALHOST());
    await expectNoSeriousA11yViolations(page, 'profile at 127.0.0.1');
    await page.setViewportSize({ width: 390, height: 844 });
    const fits = await page.getByTestId('passkey-elsewhere').evaluate((e) => e.getBoundingClientRect().right <= 390);
    expect(fits).toBe(true);
  });

  test('a user with a passkey signing in at 127.0.0.1: the second-factor check says where the passkey works', async () => {
    // The passkey is added at localhost, where WebAuthn works.
    const email = uniqueEmail('origin-passkey');
    const named = await (await contextAt('localhost')).newPage();
    await virtualAuthenticator(named);
    await named.goto('/');
    await named.goto(await requestMagicLink(named, email));
    await expectHeading(named, HOME_HEADING);
    await answerOptInIfOffered(named);
    await named.locator('[data-area="profile"]').getByRole('link').click();
    await named.getByRole('button', { name: 'Add a passkey' }).click();
    await expectText(named, 'Your passkey is added. You can now sign in with it alone.');
    // At 127.0.0.1 the e-mail link leads to the second-factor check, which offers the passkey only at localhost.
    const page = await (await contextAt('127.0.0.1')).newPage();
    await page.goto('/');
    await page.goto(await requestMagicLink(page, email));
    await expectHeading(page, 'Confirm it is you');
    await expectText(page, PASSKEY_NOTE());
    expect(await page.getByRole('button', { name: 'Use a passkey' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: LOCALHOST(), exact: true }).getAttribute('href')).toBe(LOCALHOST());
    await expectNoSeriousA11yViolations(page, 'second-factor check at 127.0.0.1');
  });
});
