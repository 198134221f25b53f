import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHeading, expectText, signIn, signOut, drawSignature } from './support/app-driver';
import { connectBrowser, openIsolatedPage, uniqueEmail, type IsolatedPage } from './support/browser';
import { readOutbox } from './support/outbox';
import { apiPut } from './support/plan-invitations';

/** A 1x1 PNG as a data URL: a drawn signature the server takes. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TODAY = new Date().toISOString().slice(0, 10);
/** What the bank application says before the plan is adopted (src/domain/bank/plan-adoption.ts). */
const PLAN_NOT_ADOPTED =
  'Adopt your plan first: the trust account is opened in the plan’s name and with its EIN, so finish the employer and plan setup (checkout) before sending the bank application.';

/**
 * Adopts the signed-in user's plan through the API (the checkout's Plan Details signed; a participant's Signer Details):
 * the bank application is sent only after it (decision 0313).
 */
async function adoptPlan(page: Page, role: 'planOwner' | 'participant' = 'planOwner'): Promise<void> {
  const signed =
    role === 'participant'
      ? await apiPut(page, '/checkout/steps/signerDetails', {
          participant_signer_first_name: 'Sam',
          participant_signer_last_name: 'Lovelace',
          participant_signer_title: 'Participant',
          participant_signature: SIGNATURE,
          participant_sign_date: TODAY,
        })
      : await apiPut(page, '/checkout/steps/planDetails', {
          plan_name: 'Lovelace Solo 401(k) Plan',
          plan_ein: '98-7654321',
          plan_establish_date: `${Number(TODAY.slice(0, 4)) - 1}-01-01`,
          loan_interest_rate: '5',
          contribution_types: [{ name: 'Profit Sharing', enabled: true, percent: '10', amount: '0' }],
          plan_signature: SIGNATURE,
          plan_signer_first_name: 'Ada',
          plan_signer_last_name: 'Lovelace',
          plan_signer_title: 'Owner',
          plan_sign_date: TODAY,
        });
  expect(signed).toBe(200);
}

/** Bytes that open with the PNG signature (the server checks the content). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);
/** A PNG large enough (600 KB) that a throttled upload shows its progress for a few seconds. */
const BIG_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(600 * 1024, 9)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x41)]);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let browser: Browser;
const pages: IsolatedPage[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  for (const p of pages) await p.context.close();
  await browser?.close();
});

async function signedIn(email: string): Promise<Page> {
  const isolated = await openIsolatedPage(browser);
  pages.push(isolated);
  await signIn(isolated.page, email);
  return isolated.page;
}

/** Axe at desktop and phone width. */
async function axeBoth(page: Page, where: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, `${where} (desktop)`);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${where} (phone)`);
  await page.setViewportSize(DESKTOP);
}

async function stepStatuses(page: Page): Promise<string[]> {
  return page
    .locator('.step-list [data-step]')
    .evaluateAll((items) => items.map((i) => `${i.getAttribute('data-step')}:${i.getAttribute('data-status')}`));
}

async function expectMessages(page: Page, messages: string[]): Promise<void> {
  for (const message of messages)
    await expect.poll(() => page.getByText(message, { exact: true }).count(), { message }).toBeGreaterThan(0);
}

async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

/** Picks a file for the upload field labelled `label` through the file chooser. */
async function uploadInto(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const group = page.getByRole('group', { name: label });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button').first().click();
  await (await chooser).setFiles(file);
  await expect.poll(() => group.innerText()).toContain(`Uploaded ${file.name}.`);
}

async function fillApplication(page: Page): Promise<void> {
  const selects: Record<string, string> = {
    'Monthly domestic transactions': '1-5',
    'Monthly international transactions': '0',
    'Monthly wire transfers': '0',
    'Monthly ACH transfers': '1-5',
    'Assets the plan will hold': 'cash',
    'Yearly income': '50000-100000',
    'Source of funds': 'rollover',
  };
  for (const [label, value] of Object.entries(selects)) await page.getByLabel(label, { exact: true }).selectOption(value);
  await page.getByText('I accept the bank’s terms and conditions').click();
  await page.getByLabel('Signer first name', { exact: true }).fill('Ada');
  await page.getByLabel('Signer last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Signer title', { exact: true }).fill('Owner');
  await page.getByLabel('Signed on', { exact: true }).fill(new Date().toISOString().slice(0, 10));
  await drawSignatureAndWait(page);
}

/** Draws on the pad and waits for its preview. */
async function drawSignatureAndWait(page: Page): Promise<void> {
  await drawSignature(page);
  await page.getByRole('img', { name: 'Signature preview', exact: true }).waitFor();
}

/**
 * Uploads a large photo into `label` over a throttled connection (Chromium's network emulation) and watches the
 * progress bar: it appears, shows a value between 0 and 100 with the percentage in words, and goes when the upload is done.
 */
async function uploadWatchingProgress(page: Page, label: string, name: string): Promise<void> {
  const group = page.getByRole('group', { name: label });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 96 * 1024,
  });
  try {
    const chooser = page.waitForEvent('filechooser');
    await group.getByRole('button').first().click();
    await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: BIG_PNG });
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const bar = group.locator('progress');
          if ((await bar.count()) === 0) return false;
          const value = Number(await bar.getAttribute('value'));
          const text = await group.innerText();
          if (value > 0 && value < 100 && text.includes(`Uploading ${name}: ${value}%`)) seen.push(value);
          return seen.length > 0;
        },
        { timeout: 30_000, interval: 50, message: 'the progress bar shows a partial upload' },
      )
      .toBe(true);
    expect(await group.locator('progress').getAttribute('max')).toBe('100');
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.detach();
  }
  await expect.poll(() => group.innerText(), { timeout: 30_000 }).toContain(`Uploaded ${name}.`);
  expect(await group.locator('progress').count()).toBe(0);
}

async function fillIdentity(page: Page, watchProgress = false): Promise<void> {
  await page.getByLabel('ID type', { exact: true }).selectOption('passport');
  await page.getByLabel('State issued', { exact: true }).selectOption('IL');
  await page.getByLabel('ID number', { exact: true }).fill('X1234567');
  await page.getByLabel('Expiration date', { exact: true }).fill('2035-01-01');
  if (watchProgress) await uploadWatchingProgress(page, 'Front of your ID', 'front.png');
  else await uploadInto(page, 'Front of your ID', { name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await uploadInto(page, 'Back of your ID', { name: 'back.png', mimeType: 'image/png', buffer: PNG });
}

/** From a fresh application (its plan adopted) to In Progress. */
async function throughIdentity(page: Page, role: 'planOwner' | 'participant' = 'planOwner'): Promise<void> {
  await page.goto('/onboarding');
  await expectHeading(page, 'Choose an Account');
  await adoptPlan(page, role);
  await page.getByRole('radio', { name: 'Heritage Trust Bank' }).check({ force: true });
  await press(page, 'Continue');
  await expectHeading(page, 'Fill Out Bank Application');
  await fillApplication(page);
  await press(page, 'Continue');
  await expectHeading(page, 'Identity Verification');
  await fillIdentity(page);
  await press(page, 'Send application');
  await expectHeading(page, 'In Progress');
}

/** The two deposit amounts the local stand-in "sent" to `email`, from the dev outbox. */
async function depositAmounts(email: string): Promise<[string, string]> {
  let found: string[] = [];
  await expect
    .poll(async () => {
      const message = (await readOutbox())
        .filter((m) => m.to === email.toLowerCase() && m.subject.startsWith('Two deposits'))
        .at(-1);
      found = [...(message?.subject ?? '').matchAll(/\$(0\.\d\d)/g)].map((m) => m[1]);
      return found.length;
    })
    .toBe(2);
  return [found[0], found[1]];
}

describe.sequential('bank application: plan owner', () => {
  const email = uniqueEmail('bank-owner');
  let page: Page;

  test('home shows the bank tile waiting for the plan; Choose an Account lists both banks; an empty choice is refused', async () => {
    page = await signedIn(email);
    // Set-up order (decision 0313): the plan leads home; the trust account opens once the plan is adopted.
    await expect.poll(() => page.getByTestId('tile-status-onboarding').innerText()).toBe('Opens once your plan is adopted');
    expect(await page.locator('[data-area]').first().getAttribute('data-area')).toBe('checkout');
    await page.goto('/onboarding');
    await expectHeading(page, 'Choose an Account');
    await expectText(page, 'Adopt your plan first.');
    expect(await page.getByRole('link', { name: 'Go to employer and plan setup' }).getAttribute('href')).toBe('/checkout');
    expect(await stepStatuses(page)).toEqual([
      'chooseAccount:current',
      'fillApplication:upcoming',
      'identityDetails:upcoming',
      'inProgress:upcoming',
      'stepUpNeeded:upcoming',
      'ConnectBank:keystone',
    ]);
    await expectText(page, 'Heritage Trust Bank');
    await expectText(page, 'Summit Custody Bank');
    await axeBoth(page, 'choose an account');
    await press(page, 'Continue');
    await expectMessages(page, ['Choose a bank']);
    await page.getByRole('radio', { name: 'Summit Custody Bank' }).check({ force: true });
    await press(page, 'Continue');
    await expectHeading(page, 'Fill Out Bank Application');
    // The new step scrolls to the top once it is shown: polled, as the scroll follows the render.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('every empty required field shows its exact message; typed values survive a reload', async () => {
    await press(page, 'Continue');
    await expectMessages(page, [
      'Account Monthly Domestic Activity is required',
      'Account Monthly International Activity is required',
      'Account Monthly Wire Activity is required',
      'Account Monthly ACH Activity is required',
      'Assets Type is required',
      'Income is required',
      'Source of Funds is required',
      'The terms and conditions must be accepted.',
      'Signer First Name is required',
      'Signer Last Name is required',
      'Signer Title is required',
      'Signed on Date is required',
      'Signature is required',
    ]);
    await axeBoth(page, 'bank application with errors');
    await page.getByLabel('Assets the plan will hold', { exact: true }).selectOption('other');
    await expectMessages(page, ['Other Assets Type is required']);
    await page.getByLabel('Other assets', { exact: true }).fill('Farmland');
    await page.getByLabel('Yearly income', { exact: true }).selectOption('over250000');
    await page.reload();
    await expectHeading(page, 'Fill Out Bank Application');
    expect(await page.getByLabel('Other assets', { exact: true }).inputValue()).toBe('Farmland');
    expect(await page.getByLabel('Yearly income', { exact: true }).inputValue()).toBe('over250000');
    await fillApplication(page);
    await press(page, 'Continue');
    await expectHeading(page, 'Identity Verification');
  });

  test('identity: empty fields and photos have their messages; photos upload with progress; the application is sent', async () => {
    await press(page, 'Send application');
    await expectMessages(page, [
      'ID Type is required',
      'ID Number is required',
      'State Issued name is required',
      'Expiration date is required',
      'Upload a photo of the front of your ID',
      'Upload a photo of the back of your ID',
    ]);
    await axeBoth(page, 'identity with errors');
    await fillIdentity(page, true);
    // Not before the plan is adopted: the trust account is opened in the plan's name.
    await press(page, 'Send application');
    await expectText(page, PLAN_NOT_ADOPTED);
    await adoptPlan(page);
    await press(page, 'Send application');
    await expectHeading(page, 'In Progress');
    const trust = page.getByRole('region', { name: 'The plan’s trust account' });
    await expect.poll(() => trust.getByTestId('trust-account-status').innerText()).toBe('Being opened by the bank');
    expect(await trust.innerText()).toContain('Summit Custody Bank');
    expect(await trust.innerText()).toContain('Lovelace Solo 401(k) Plan');
    await expectText(page, 'What happens next');
    await expectText(page, 'This usually takes 1 to 2 business days');
    await axeBoth(page, 'in progress');
  });

  test('the application survives sign-out and sign-in, and the page moves on when the bank decides', async () => {
    await signOut(page);
    await signIn(page, email);
    await page.goto('/onboarding');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toMatch(/^(In Progress|Connect Your Primary Bank Account)$/);
    expect((await stepStatuses(page)).slice(0, 3)).toEqual([
      'chooseAccount:complete',
      'fillApplication:complete',
      'identityDetails:complete',
    ]);
    await expectHeading(page, 'Connect Your Primary Bank Account');
  });

  test('connect: messages, bank name from the routing number, masked numbers, a wrong then right deposit check', async () => {
    // The trust account the bank opened, and which account is which.
    const trust = page.getByRole('region', { name: 'The plan’s trust account' });
    await expect.poll(() => trust.getByTestId('trust-account-number').innerText()).toMatch(/^••••\d{4}$/);
    const trustNumber = await trust.getByTestId('trust-account-number').innerText();
    expect(await trust.getByTestId('trust-account-status').innerText()).toMatch(/^Open since /);
    expect(await page.getByTestId('account-role-trust').innerText()).toContain(
      `The plan’s trust account at Summit Custody Bank (${trustNumber}), in the plan’s name (Lovelace Solo 401(k) Plan)`,
    );
    expect(await page.getByTestId('account-role-primary').innerText()).toContain(
      'Your primary bank account, connected on this page: your own or your business’s account at any bank.',
    );
    await press(page, 'Connect account');
    await expectMessages(page, [
      'Routing number is required',
      'Account number is required',
      'Please re-enter the account number',
      'Account type is required',
    ]);
    await page.getByLabel('Routing number', { exact: true }).fill('021000021');
    await expectText(page, 'JPMorgan Chase Bank');
    await page.getByLabel('Account number', { exact: true }).fill('000123456789');
    await page.getByLabel('Account number again', { exact: true }).fill('000123456789');
    await page.getByRole('radio', { name: 'Checking' }).check({ force: true });
    await axeBoth(page, 'connect account');
    await press(page, 'Connect account');
    await expectText(page, 'account ••••6789');
    expect(await page.locator('main').innerText()).not.toContain('000123456789');
    const [a, b] = await depositAmounts(email);
    const wrong = a === '0.01' || b === '0.01' ? '0.02' : '0.01';
    await page.getByLabel('First deposit', { exact: true }).fill(wrong);
    await page.getByLabel('Second deposit', { exact: true }).fill(wrong);
    await press(page, 'Confirm deposits');
    await expectText(page, 'Those amounts do not match. 2 tries left.');
    await axeBoth(page, 'deposit check');
    await page.getByLabel('First deposit', { exact: true }).fill(b);
    await page.getByLabel('Second deposit', { exact: true }).fill(a);
    await press(page, 'Confirm deposits');
    await expectText(page, 'Your primary bank account ••••6789 at JPMorgan Chase Bank is connected.');
    await page.goto('/');
    await expect.poll(() => page.getByTestId('tile-status-onboarding').innerText()).toBe('Connected');
    await expect.poll(() => page.getByTestId('tile-status-identity-verification').innerText()).toBe('Verified');
    const tile = page.locator('[data-area="onboarding"]');
    expect(await tile.locator('dl').innerText()).toMatch(
      /Plan trust account\s+Summit Custody Bank ••••\d{4}, open\s+Your primary account\s+••••6789/,
    );
  });
});

describe.sequential('bank application: fail, step-up, pass', () => {
  test('a low score asks for documents; after them the second review passes', async () => {
    const email = uniqueEmail('bank-stepup').replace('@', '+stepup@');
    const page = await signedIn(email);
    await throughIdentity(page);
    await expectHeading(page, 'More Documentation Needed');
    await axeBoth(page, 'more documentation needed');
    await press(page, 'Send documents');
    await expectMessages(page, ['Upload: Proof of address (a utility bill or bank statement from the last 90 days)']);
    await uploadInto(page, 'Proof of address (a utility bill or bank statement from the last 90 days)', {
      name: 'bill.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await uploadInto(page, 'A second government-issued photo ID (passport, or driver’s license if you sent a passport)', {
      name: 'passport.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await press(page, 'Send documents');
    await expectHeading(page, 'In Progress');
    await expectText(page, 'The bank is reviewing your additional documents.');
    await page.goto('/');
    await expect
      .poll(() => page.getByTestId('tile-status-identity-verification').innerText())
      .toMatch(/^(In progress|Verified)$/);
    await page.goto('/onboarding');
    await expectHeading(page, 'Connect Your Primary Bank Account');
  });
});

describe.sequential('bank application: participant', () => {
  test('a participant gets the same six steps and the review decides on its own', async () => {
    const email = uniqueEmail('bank-participant');
    const page = await signedIn(email);
    await page.goto('/checkout');
    await page.getByRole('button', { name: /I am a participant/ }).click();
    await expectHeading(page, 'Personal Details');
    await page.goto('/onboarding');
    await expectHeading(page, 'Choose an Account');
    await expectText(page, 'Bank account · Participant');
    expect((await stepStatuses(page)).map((s) => s.split(':')[0])).toEqual([
      'chooseAccount',
      'fillApplication',
      'identityDetails',
      'inProgress',
      'stepUpNeeded',
      'ConnectBank',
    ]);
    await throughIdentity(page, 'participant');
    // The local stand-in decides on its own a few seconds after the application is sent (the /dev/outbox page says so).
    await expectHeading(page, 'Connect Your Primary Bank Account');
  });
});
