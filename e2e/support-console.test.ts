import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { expectHeading, expectVisible, HOME_HEADING, requestMagicLink, signIn } from './support/app-driver';
import { latestMagicLink, outboxSize } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Today's UTC day as the date inputs take it. */
const today = (): string => new Date().toISOString().slice(0, 10);

async function openConsole(page: Page): Promise<void> {
  await expectVisible(page, page.getByRole('link', { name: 'Support', exact: true }));
  await page.getByRole('link', { name: 'Support', exact: true }).click();
  await expectHeading(page, 'Support console');
}

async function findUser(page: Page, email: string): Promise<void> {
  await page.getByLabel('Find users').fill(email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expectVisible(page, page.getByRole('list', { name: 'Users found' }).getByText(email));
}

describe('support console', () => {
  let participant: IsolatedPage;
  let support: IsolatedPage;
  const email = uniqueEmail('helped');

  beforeAll(async () => {
    participant = await openIsolatedPage(browser);
    await signIn(participant.page, email);
    support = await openIsolatedPage(browser);
    await signIn(support.page, inject('supportEmail'));
  });
  afterAll(async () => {
    await participant?.context.close();
    await support?.context.close();
  });

  test('a user without the support role has no way in', async () => {
    const { page } = participant;
    expect(await page.getByRole('link', { name: 'Support', exact: true }).count()).toBe(0);
    await page.goto('/support/audit');
    await expectHeading(page, 'Page not found');
    await page.goto('/');
    await expectHeading(page, HOME_HEADING);
  });

  test('support finds a user, disables them (they cannot sign in), re-enables them and resends a link', async () => {
    const { page } = support;
    await openConsole(page);
    await page.getByLabel('Find users').fill('a;b');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expectVisible(page, page.getByText('Only letters digits and spaces are allowed'));
    await findUser(page, email);
    const row = page.getByRole('listitem').filter({ hasText: email });
    await expectVisible(page, row.getByText('Active'));
    await expectNoSeriousA11yViolations(page, 'support console with a user found');

    await page.getByRole('button', { name: `Disable ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${email}?` });
    await expectVisible(page, dialog);
    await expectNoSeriousA11yViolations(page, 'disable confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(page, row.getByText('Active'));
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await expectVisible(page, page.getByText(`${email} is disabled and signed out everywhere.`));
    await expectVisible(page, row.getByText('Disabled'));

    // The disabled user's link no longer signs them in.
    const other = await openIsolatedPage(browser);
    await other.page.goto('/');
    await expectHeading(other.page, 'Sign in or create your account');
    const link = await requestMagicLink(other.page, email);
    await other.page.goto(link);
    await expectVisible(other.page, other.page.getByText('This sign-in link is invalid or has expired.', { exact: false }));
    await expectHeading(other.page, 'Sign in or create your account');
    expect(await other.page.getByRole('heading', { level: 1, name: HOME_HEADING }).count()).toBe(0);
    await other.context.close();

    await page.getByRole('button', { name: `Re-enable ${email}` }).click();
    await expectVisible(page, page.getByText(`${email} can sign in again.`));
    await expectVisible(page, row.getByText('Active'));

    const before = await outboxSize();
    await page.getByRole('button', { name: `Resend a sign-in link to ${email}` }).click();
    await expectVisible(page, page.getByText(/A new sign-in link is on its way to /));
    const fresh = await openIsolatedPage(browser);
    await fresh.page.goto(await latestMagicLink(email, before));
    await expectHeading(fresh.page, HOME_HEADING);
    await fresh.context.close();
  });

  test("the support user's own row says so and offers no disabling and no second-factor reset", async () => {
    const { page } = support;
    const own = inject('supportEmail');
    await openConsole(page);
    await findUser(page, own);
    const row = page.getByRole('list', { name: 'Users found' }).getByRole('listitem').filter({ hasText: own });
    await expectVisible(page, row.getByText('(you)'));
    // The row is there with its other actions (so the missing ones are left out, not lost to an empty row).
    await expectVisible(page, row.getByRole('button', { name: /^Act as / }));
    expect(await row.getByRole('button', { name: /^(Disable|Re-enable|Reset second factors of) / }).count()).toBe(0);
    // Another user's row has them.
    await findUser(page, email);
    const other = page.getByRole('listitem').filter({ hasText: email });
    await expectVisible(page, other.getByRole('button', { name: `Disable ${email}` }));
    expect(await other.getByText('(you)').count()).toBe(0);
  });

  test('the audit trail lists those actions, filters them and exports them as CSV', async () => {
    const { page } = support;
    await openConsole(page);
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expectHeading(page, 'Audit trail');
    await page.getByLabel('Participant').fill(email);
    await page.getByLabel('From').fill(today());
    await page.getByLabel('To').fill(today());
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const table = page.getByRole('region', { name: 'Audit entries' });
    await expectVisible(page, table.getByText('Sent a sign-in link'));
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await expect
      .poll(async () => (await table.getByRole('cell').allInnerTexts()).filter((t) => t.endsWith('the account')))
      .toEqual(['Re-enabled the account', 'Disabled the account']);
    await expectNoSeriousA11yViolations(page, 'audit trail filtered');

    const [download, response] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/support/audit.csv')),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const csv = await response.text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Agent,Agent e-mail,Participant,Participant e-mail,Action,Object type,Object,Reason');
    // The Action column in words, as the page shows them (decision 0297).
    expect(lines.slice(1).map((l) => l.split(',')[5])).toEqual([
      'Sent a sign-in link',
      'Re-enabled the account',
      'Disabled the account',
    ]);
    expect(lines.slice(1).every((l) => l.includes(email.toLowerCase()))).toBe(true);

    await page.getByLabel('From').fill('2000-01-02');
    await page.getByLabel('To').fill('2000-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expectVisible(page, page.getByText('The last day must not be before the first day'));
  });

  test("the account widgets page shows this product's pages for the provider's widgets in the local profile", async () => {
    const { page } = support;
    await openConsole(page);
    await page.getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'Account widgets' }).click();
    await expectHeading(page, 'Account widgets');
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'User management',
      'Role management',
      'Access-key management',
      'Audit management',
      'User profile',
      'Applications portal',
    ]);
    await expectVisible(page, page.getByText('Not available here: The embedded identity service issues no access keys.'));
    expect(await page.locator('[data-widget-host]').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'account widgets page');
    await page.getByRole('region', { name: 'Audit management' }).getByRole('link', { name: 'Audit trail' }).click();
    await expectHeading(page, 'Audit trail');
  });

  test('a support user without a second factor finds nobody and is told to add one on the profile (decision 0269)', async () => {
    const bare = await openIsolatedPage(browser);
    try {
      const { page } = bare;
      await signIn(page, inject('supportWithoutFactorEmail'));
      await openConsole(page);
      await page.getByLabel('Find users').fill(email);
      await page.getByRole('button', { name: 'Find', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The support console needs a second factor.' });
      await expectVisible(page, alert);
      expect(await alert.locator('p').first().innerText()).toBe(
        'The support console needs a second factor. Add an authenticator app or a passkey on your profile, then try again.',
      );
      expect(await page.getByRole('list', { name: 'Users found' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: `Act as ${email}` }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'support console: second factor needed');
      await alert.getByRole('link', { name: 'Add a second factor on your profile' }).click();
      await expectHeading(page, 'Profile and security');
      await expectVisible(page, page.getByRole('button', { name: 'Add authenticator app' }));
    } finally {
      await bare.context.close();
    }
  });

  test('both pages are axe-clean at phone width', async () => {
    const phone = await openIsolatedPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, inject('supportEmail'));
    await phone.page.goto('/support');
    await expectHeading(phone.page, 'Support console');
    await findUser(phone.page, email);
    await expectNoSeriousA11yViolations(phone.page, 'support console at phone width');
    await phone.page.goto('/support/audit');
    await expectHeading(phone.page, 'Audit trail');
    await expectVisible(phone.page, phone.page.getByRole('region', { name: 'Audit entries' }));
    await expectNoSeriousA11yViolations(phone.page, 'audit trail at phone width');
    await phone.context.close();
  });
});
