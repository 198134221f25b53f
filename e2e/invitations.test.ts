import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail } from './support/browser';
import { answerOptInIfOffered, expectHeading, expectText, requestMagicLink, signIn } from './support/app-driver';
import { readOutbox } from './support/outbox';

const TODAY = new Date().toISOString().slice(0, 10);
const PLAN_NAME = 'Quinn Family Solo 401(k) Plan';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** PUTs a JSON body to the product API as the page's signed-in user (bearer token and anti-forgery header). */
export async function apiPut(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const cookie = (name: string): string | undefined =>
        document.cookie
          .split('; ')
          .find((c) => c.startsWith(`${name}=`))
          ?.slice(name.length + 1);
      const token = localStorage.getItem('DS') ?? cookie('DS');
      const response = await fetch(`/solo401k${path}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'x-xsrf-token': decodeURIComponent(cookie('XSRF-TOKEN') ?? ''),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

/** Gives the signed-in owner a named plan (drafts of the checkout steps the invitation and the joinder read). */
export async function seedOwnersPlan(page: Page, plan: Record<string, unknown> = {}): Promise<void> {
  expect(await apiPut(page, '/checkout/steps/personalDetails?draft=true', { first_name: 'Avery', last_name: 'Quinn' })).toBe(200);
  expect(
    await apiPut(page, '/checkout/steps/employerDetails?draft=true', { employer_name: 'Quinn LLC', employer_ein: '12-3456789' }),
  ).toBe(200);
  const values = {
    plan_name: PLAN_NAME,
    plan_ein: '98-7654321',
    plan_loan: true,
    loan_interest_rate: 5,
    loan_interest_rate_type: 'fixed',
    ...plan,
  };
  expect(await apiPut(page, '/checkout/steps/planDetails?draft=true', values)).toBe(200);
}

/** The newest invitation link sent to `email`. */
export async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await readOutbox())
        .filter((m) => m.to === email.toLowerCase() && m.link.includes('/join?invitation='))
        .at(-1)?.link;
      return link;
    })
    .toBeDefined();
  return link as string;
}

/** Opens the invitation link signed out: the sign-in shows in place, the magic link returns to the join page. */
export async function acceptInvitation(page: Page, email: string): Promise<void> {
  await page.goto(await invitationLink(email));
  await expectHeading(page, 'Sign in or create your account');
  const magic = await requestMagicLink(page, email);
  await page.goto(magic);
  await answerOptInIfOffered(page);
  await expectHeading(page, 'Join a plan');
  await expectText(page, `You joined ${PLAN_NAME} (plan number 001, EIN 98-7654321), sponsored by Avery Quinn.`);
}

async function fillAll(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function continueStep(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
}

/** Completes the participant checkout in the browser up to its last step (signed by typing). */
export async function participantCheckout(page: Page, first: string): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: /I am a participant/ }).click();
  await expectHeading(page, 'Personal Details');
  await fillAll(page, {
    'First name': first,
    'Last name': 'Quinn',
    'Date of birth': '1982-03-14',
    Occupation: 'Designer',
    'Street address': '12 Harbor Road',
    City: 'Portland',
    'Postal code': '97201',
    'E-mail': 'jordan@example.com',
    Phone: '503-555-0142',
    'Social Security number': '123-45-6780',
  });
  await page.getByLabel('State', { exact: true }).selectOption('OR');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await continueStep(page);
  await expectHeading(page, 'Identity Details');
  await page.getByLabel('ID type', { exact: true }).selectOption('passport');
  await page.getByLabel('State issued', { exact: true }).selectOption('OR');
  await fillAll(page, { 'ID number': 'X1234567', 'Expiration date': '2035-01-01' });
  await continueStep(page);
  await expectHeading(page, 'Signer Details');
  await fillAll(page, {
    'Signer first name': first,
    'Signer last name': 'Quinn',
    'Signer title': 'Participant',
    'Signed on': TODAY,
  });
  await page.getByRole('button', { name: 'Type', exact: true }).click();
  await page.getByLabel('Type your full name to sign').fill(`${first} Quinn`);
  await continueStep(page);
  await expectHeading(page, 'Review your details');
  await continueStep(page);
}

describe.sequential('invitations', () => {
  test('an owner invites a participant by e-mail, who signs up from the link and joins the named plan; the owner sees the progress', async () => {
    const ownerEmail = uniqueEmail('inv-owner');
    const spouseEmail = uniqueEmail('inv-spouse');
    const owner = await openIsolatedPage(browser);
    const spouse = await openIsolatedPage(browser, { width: 390, height: 844 });
    try {
      await signIn(owner.page, ownerEmail);
      await seedOwnersPlan(owner.page);
      await owner.page.goto('/invitations');
      await expectHeading(owner.page, 'Participants');
      await owner.page.getByRole('button', { name: 'Send invitation' }).click();
      await expectText(owner.page, 'Email is required');
      await owner.page.getByLabel("Participant's e-mail").fill(spouseEmail);
      await owner.page.getByRole('button', { name: 'Send invitation' }).click();
      await expectText(owner.page, `Invitation sent to ${spouseEmail.toLowerCase()}.`);
      const progress = owner.page.getByTestId('invitation-progress');
      await expect.poll(() => progress.first().innerText()).toBe('Invited, not signed up yet');
      await expectNoSeriousA11yViolations(owner.page, 'participants page (desktop)');

      await acceptInvitation(spouse.page, spouseEmail);
      await expectNoSeriousA11yViolations(spouse.page, 'join page (phone)');
      await spouse.page.getByRole('button', { name: 'Continue to your participant checkout' }).click();
      await participantCheckout(spouse.page, 'Jordan');
      await expectText(spouse.page, `You join ${PLAN_NAME} (plan number 001, EIN 98-7654321), sponsored by Avery Quinn.`);
      await expectNoSeriousA11yViolations(spouse.page, 'join step (phone)');

      await owner.page.reload();
      await expect
        .poll(() => progress.first().innerText(), { timeout: 15_000 })
        .toMatch(/^Joined, completing the participant checkout: \d of 5 steps done$/);

      await spouse.page.getByRole('button', { name: 'Sign the joinder and join the plan' }).click();
      await expectHeading(spouse.page, 'Payment received');
      const download = spouse.page.getByRole('button', { name: /^Download Solo 401\(k\) Participant Joinder Agreement/ });
      await expect.poll(() => download.count(), { timeout: 20_000 }).toBe(1);

      await owner.page.reload();
      await expect.poll(() => progress.first().innerText(), { timeout: 15_000 }).toBe('Joined the plan (joinder signed)');
      await owner.page.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousA11yViolations(owner.page, 'participants page (phone)');
    } finally {
      await owner.context.close();
      await spouse.context.close();
    }
  });

  test('a participant without an invitation is told to ask the plan owner at the end of the checkout', async () => {
    const tab = await openIsolatedPage(browser);
    try {
      await signIn(tab.page, uniqueEmail('inv-uninvited'));
      await participantCheckout(tab.page, 'Sam');
      await expectText(
        tab.page,
        'Ask the plan owner to invite you: a participant joins the plan from the invitation e-mail the plan owner sends.',
      );
      expect(await tab.page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
      await expectNoSeriousA11yViolations(tab.page, 'uninvited participant');
    } finally {
      await tab.context.close();
    }
  });
});
