import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { answerOptInIfOffered, apiSend, expectHeading, expectText, requestMagicLink, signIn } from './app-driver';
import { openIsolatedPage, uniqueEmail } from './browser';
import { readOutbox } from './outbox';

/** The plan the invitation journeys (e2e/invitations.test.ts, e2e/loans.test.ts) seed for the owner. */
export const PLAN_NAME = 'Quinn Family Solo 401(k) Plan';
const TODAY = new Date().toISOString().slice(0, 10);

/** PUTs a JSON body to the product API as the page's signed-in user; answers the status. */
export async function apiPut(page: Page, path: string, body: unknown, method = 'PUT'): Promise<number> {
  return (await apiSend(page, path, body, method)).status;
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
  await expectText(
    page,
    `Your invitation to ${PLAN_NAME} (plan number 001, EIN 98-7654321), sponsored by Avery Quinn, is accepted.`,
  );
}

async function fillAll(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function continueStep(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: /^(Continue|Continue to payment)$/ }).click();
}

/** Completes the participant checkout in the browser up to its last step (signed by typing); answers the plan notice. */
export async function participantCheckout(page: Page, first: string): Promise<string> {
  await page.goto('/checkout');
  // An invitation accepted on the join page already said the role; otherwise the checkout asks it.
  const role = page.getByRole('button', { name: /I am a participant/ });
  const personal = page.getByRole('heading', { level: 1, name: 'Personal Details' });
  await role.or(personal).first().waitFor();
  if (await role.isVisible()) await role.click();
  await expectHeading(page, 'Personal Details');
  const notice = page.getByTestId('participant-plan-notice');
  await notice.waitFor();
  const noticeText = await notice.innerText();
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
  return noticeText;
}

/** An owner (own isolated tab, closed after) with a named plan invites `participantEmail` (decision 0240). */
export async function inviteToPlan(browser: Browser, participantEmail: string): Promise<void> {
  const owner = await openIsolatedPage(browser);
  try {
    await signIn(owner.page, uniqueEmail('inviting-owner'));
    await seedOwnersPlan(owner.page);
    expect(await apiPut(owner.page, '/invitations', { email: participantEmail }, 'POST')).toBe(201);
  } finally {
    await owner.context.close();
  }
}

/** The signed-in invitee opens the invitation link and joins the plan. */
export async function joinFromInvitation(page: Page, email: string): Promise<void> {
  await page.goto(await invitationLink(email));
  await expectHeading(page, 'Join a plan');
  await expectText(page, `Your invitation to ${PLAN_NAME}`);
}
