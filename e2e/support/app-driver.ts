import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { freshTotpCode } from './authenticator';
import { notesOf } from './browser';
import { latestMagicLink, outboxSize } from './outbox';

/** The home page's heading once signed in (own account). */
export const HOME_HEADING = 'Your plan';

/** Waits until the page shows `text` somewhere (visible). */
export async function expectText(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** Waits for a heading of the given level-1 text; on timeout the error says what the page showed instead. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  try {
    await page.getByRole('heading', { level: 1, name }).waitFor({ state: 'visible' });
    // The server's prerendered frame already carries the page's heading (decision 0207): the page is there once the
    // app has replaced the frame.
    await page.locator('main [data-frame]').waitFor({ state: 'detached' });
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(page closed)');
    const notes = notesOf(page.context()).slice(-15).join('\n');
    throw new Error(
      `${(error as Error).message}\nAt ${page.url()} the page showed:\n${shown.slice(0, 600)}\nRecent failures:\n${notes}`,
    );
  }
}

/** Waits for a locator to be visible; on timeout the error says what the page showed and what failed before. */
export async function expectVisible(page: Page, locator: Locator): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible' });
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText()
      .catch(() => '(page closed)');
    const notes = notesOf(page.context()).slice(-15).join('\n');
    throw new Error(
      `${(error as Error).message}\nAt ${page.url()} the page showed:\n${shown.slice(0, 600)}\nRecent failures:\n${notes}`,
    );
  }
}

/** Answers the opt-in modal if it opens (it opens at most once per browser session). */
export async function answerOptInIfOffered(page: Page): Promise<boolean> {
  const dialog = page.getByRole('dialog');
  try {
    await dialog.waitFor({ state: 'visible', timeout: 2_000 });
  } catch {
    return false;
  }
  await dialog.getByRole('button', { name: 'No, thanks' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return true;
}

/** Requests a magic link on the sign-in page and returns the link from the outbox. */
export async function requestMagicLink(page: Page, email: string): Promise<string> {
  const before = await outboxSize();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expectHeading(page, 'Check your e-mail');
  return latestMagicLink(email, before);
}

/** Answers the sign-in's second step ("Confirm it is you") with a fresh code of the authenticator app `secret`. */
export async function giveAuthenticatorCode(page: Page, secret: string, stepFile?: string): Promise<void> {
  await expectHeading(page, 'Confirm it is you');
  await page.getByLabel('Authentication code').fill(await freshTotpCode(secret, stepFile));
  await page.getByRole('button', { name: 'Verify code' }).click();
}

/**
 * Signs up or in by magic link from the root and lands on the home page (opt-in modal answered). A user with an
 * authenticator app (`totpSecret`) then gives a code; the suite's support user always does (admin mode needs it).
 */
export async function signIn(page: Page, email: string, opts: { totpSecret?: string } = {}): Promise<void> {
  const support = email.toLowerCase() === inject('supportEmail').toLowerCase();
  const secret = opts.totpSecret ?? (support ? inject('supportTotpSecret') : undefined);
  await page.goto('/');
  await expectHeading(page, 'Sign in or create your account');
  const link = await requestMagicLink(page, email);
  await page.goto(link);
  if (secret !== undefined) await giveAuthenticatorCode(page, secret, support ? inject('supportTotpStepFile') : undefined);
  await expectHeading(page, HOME_HEADING);
  await answerOptInIfOffered(page);
  expect(await page.getByTestId('signed-in-as').innerText()).toBe(email.toLowerCase());
}

/** Signs out from the header and waits for the sign-in page at the root. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in or create your account');
  expect(new URL(page.url()).pathname).toBe('/');
  // The logout follow-up (500 ms later) resets the banner flag; leaving the page earlier would skip it.
  await page.waitForFunction(() => localStorage.getItem('bannerDismissed') === null);
}

/** The session and refresh tokens the identity adapter keeps (local storage 'DS'/'DSR' or the 'DS' cookie). */
export async function storedTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cookie = document.cookie.split('; ').find((c) => c.startsWith('DS='));
    return [localStorage.getItem('DS'), localStorage.getItem('DSR'), cookie].filter((v): v is string => !!v);
  });
}

/** The reason the suite gives when it enters admin mode (decision 0297). */
export const E2E_ADMIN_MODE_REASON = 'E2E: checking the account for the participant';

/**
 * Presses "Act as {name}" (admin page or support console) and gives the reason in the dialog it opens, by keyboard:
 * the reason field has the focus, Enter confirms; waits for the admin-mode banner (decision 0297).
 */
export async function enterAdminMode(page: Page, name: string, reason = E2E_ADMIN_MODE_REASON): Promise<void> {
  await page.getByRole('button', { name: `Act as ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Act as ${name}?` });
  await expectVisible(page, dialog);
  const field = dialog.getByLabel('Reason for acting as this participant');
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(reason);
  await page.keyboard.press('Enter');
  await page.getByRole('region', { name: 'Acting as a participant' }).waitFor();
}

/**
 * Draws a zig-zag on the first signature pad of the page as a person would with the mouse. The pad may sit below the
 * fold (long steps, a phone-sized window): it is scrolled into view first, since the mouse draws only where it is shown.
 */
export async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? 15 : -15));
  await page.mouse.up();
}

/**
 * Sends a JSON body to the product API as the page's signed-in user (bearer token and anti-forgery header); answers
 * the status and the JSON answer (undefined when the answer is empty or not JSON).
 */
export async function apiSend(
  page: Page,
  path: string,
  body: unknown,
  method = 'PUT',
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, body, method }) => {
      const cookie = (name: string): string | undefined =>
        document.cookie
          .split('; ')
          .find((c) => c.startsWith(`${name}=`))
          ?.slice(name.length + 1);
      const token = localStorage.getItem('DS') ?? cookie('DS');
      const response = await fetch(`/solo401k${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-xsrf-token': decodeURIComponent(cookie('XSRF-TOKEN') ?? ''),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
      return { status: response.status, body: json ? (JSON.parse(text) as unknown) : undefined };
    },
    { path, body, method },
  );
}
