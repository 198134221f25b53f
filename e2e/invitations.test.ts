import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOT_INVITED_MESSAGE } from '@/domain/invitations';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { connectBrowser, openIsolatedPage, uniqueEmail } from './support/browser';
import { expectHeading, expectText, signIn } from './support/app-driver';
import { acceptInvitation, participantCheckout, PLAN_NAME, seedOwnersPlan } from './support/plan-invitations';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
      // Not "You joined" before the joinder is signed.
      expect(await spouse.page.getByText('You joined', { exact: false }).count()).toBe(0);
      await spouse.page.getByRole('button', { name: 'Continue to your participant checkout' }).click();
      // The invitation said the role: the checkout opens on its first step, without asking it again.
      await expectHeading(spouse.page, 'Personal Details');
      expect(await spouse.page.getByRole('button', { name: /I am a participant/ }).count()).toBe(0);
      expect(await participantCheckout(spouse.page, 'Jordan')).toBe(`Joining ${PLAN_NAME} (plan number 001, EIN 98-7654321).`);
      await expectText(spouse.page, `You join ${PLAN_NAME} (plan number 001, EIN 98-7654321), sponsored by Avery Quinn.`);
      await expectNoSeriousA11yViolations(spouse.page, 'join step (phone)');

      await owner.page.reload();
      await expect
        .poll(() => progress.first().innerText(), { timeout: 15_000 })
        .toMatch(/^Joined, completing the participant checkout: \d of 5 steps done$/);

      await spouse.page.getByRole('button', { name: 'Sign the joinder and join the plan' }).click();
      await expectHeading(spouse.page, 'You joined the plan');
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

  test('a participant without an invitation is told to ask the plan owner from the first step and cannot finish the checkout', async () => {
    const tab = await openIsolatedPage(browser);
    try {
      await signIn(tab.page, uniqueEmail('inv-uninvited'));
      // Told at the start of the checkout, and refused at its end.
      expect(await participantCheckout(tab.page, 'Sam')).toBe(NOT_INVITED_MESSAGE);
      await expectText(tab.page, NOT_INVITED_MESSAGE);
      expect(await tab.page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
      await expectNoSeriousA11yViolations(tab.page, 'uninvited participant');
    } finally {
      await tab.context.close();
    }
  });
});
