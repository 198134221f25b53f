import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { answerOptInIfOffered, expectHeading, expectVisible, HOME_HEADING, requestMagicLink, signIn } from './support/app-driver';
import { enrolAuthenticatorApp } from './support/authenticator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { baseUrl, connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { readOutbox } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const REASON = 'Lost phone and recovery codes; checked on a video call';

/** Signs in by magic link in a fresh context and answers the page there (the caller closes its context). */
async function magicLinkOnly(email: string): Promise<IsolatedPage> {
  const fresh = await openIsolatedPage(browser);
  await fresh.page.goto('/');
  await expectHeading(fresh.page, 'Sign in or create your account');
  await fresh.page.goto(await requestMagicLink(fresh.page, email));
  return fresh;
}

async function openProfile(page: Page): Promise<void> {
  await page.locator('[data-area="profile"]').getByRole('link').click();
  await expectHeading(page, 'Profile and security');
}

describe('support resets the second factors of a user who lost them all (decision 0273)', () => {
  const email = uniqueEmail('lost');
  let support: IsolatedPage;

  beforeAll(async () => {
    // The user has an authenticator app (and recovery codes), then loses the phone and the codes.
    await enrolAuthenticatorApp(baseUrl(), email, join(tmpdir(), `${email}.step`));
    support = await openIsolatedPage(browser);
    await signIn(support.page, inject('supportEmail'));
  });
  afterAll(async () => {
    await support?.context.close();
  });

  test('locked out before; support resets with a reason in the dialog; the user signs in by link and adds a new app', async () => {
    // Locked out: the link alone leads to "Confirm it is you", which they cannot answer.
    const stuck = await magicLinkOnly(email);
    await expectHeading(stuck.page, 'Confirm it is you');
    await stuck.context.close();

    const { page } = support;
    await page.getByRole('link', { name: 'Support', exact: true }).click();
    await expectHeading(page, 'Support console');
    await page.getByLabel('Find users').fill(email);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expectVisible(page, page.getByRole('list', { name: 'Users found' }).getByText(email));
    await page.getByRole('button', { name: `Reset second factors of ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reset second factors of ${email}?` });
    await expectVisible(page, dialog);
    await expectVisible(
      page,
      dialog.getByText('This removes their authenticator app, passkeys and unused recovery codes', { exact: false }),
    );
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Reason' }).evaluate((e) => e === document.activeElement))
      .toBe(true);
    await expectNoSeriousA11yViolations(page, 'reset second factors dialog');
    // The focus stays in the dialog: Tab and Shift+Tab cycle through its controls only.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('textbox', { name: 'Reason' }).focus();

    // Keyboard only: Enter without a reason says so next to the field; nothing is sent.
    await page.keyboard.press('Enter');
    await expectVisible(page, dialog.getByText('Enter the reason for the reset'));
    await expectNoSeriousA11yViolations(page, 'reset second factors dialog with the reason message');
    await page.keyboard.type(REASON);
    const sentBefore = (await readOutbox()).length;
    await dialog.getByRole('button', { name: 'Reset second factors' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(
      page,
      page.getByText(`${email} has no second factors now and is signed out everywhere. They were told by e-mail.`),
    );
    const notices = (await readOutbox()).slice(sentBefore).filter((m) => m.to === email);
    expect(notices.map((m) => m.subject)).toEqual(['Your second factors were reset by support']);

    // The link alone now signs them in; the profile adds an authenticator app as their first factor, no prompt.
    const back = await magicLinkOnly(email);
    try {
      await expectHeading(back.page, HOME_HEADING);
      await answerOptInIfOffered(back.page);
      await openProfile(back.page);
      await back.page.getByRole('button', { name: 'Add authenticator app' }).click();
      await expectVisible(back.page, back.page.getByRole('dialog').getByRole('heading', { name: 'Add an authenticator app' }));
      expect(back.errors).toEqual([]);
    } finally {
      await back.context.close();
    }

    // The audit trail names the action and its reason.
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expectHeading(page, 'Audit trail');
    await page.getByLabel('Participant').fill(email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('region', { name: 'Audit entries' });
    await expectVisible(page, table.getByText('Reset the second factors'));
    await expectVisible(page, table.getByText(`Reason: ${REASON}`, { exact: false }));
    await expectNoSeriousA11yViolations(page, 'audit trail with a reset');
  });
});
