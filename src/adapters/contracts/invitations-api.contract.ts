import { describe, expect, test } from 'vitest';
import type { PlanMembership } from '@/domain/invitations';
import type { InvitationsApi } from '@/ports/invitations-api';
import { refusal } from './contract-kit';

/** A plan owner whose plan is named, and the people they may invite. */
export interface InvitationsSubject {
  owner: InvitationsApi;
  ownerEmail: string;
  /** The plan the owner's invitations name. */
  plan: PlanMembership;
  /** The same port signed in as `email` (a new user the first time). */
  signIn(email: string): Promise<InvitationsApi>;
  /** The token of the newest invitation link e-mailed to `email`. */
  tokenOf(email: string): string;
  /** Completes the participant checkout of `email` (personal, identity and signer details). */
  completeCheckout(email: string): Promise<void>;
}

let people = 0;
/** A new address per test: the embedded server keeps its users for the whole file. */
const someone = (name: string): string => `${name}-${++people}-${Date.now()}@example.com`;

/**
 * The InvitationsApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded
 * server both do. Messages as docs/api/openapi.yaml and src/domain/invitations give them.
 */
export function invitationsApiContract(name: string, subject: () => Promise<InvitationsSubject>): void {
  describe(`InvitationsApi contract: ${name}`, () => {
    test("an address against the rules gets the spec's message by field, and nothing is sent", async () => {
      const { owner, ownerEmail } = await subject();
      expect(await owner.invitations()).toEqual([]);
      expect(await owner.membership()).toBeNull();
      expect(await refusal(owner.send(' '))).toEqual({
        status: 400,
        fields: { email: ['Email is required'] },
        message: undefined,
      });
      expect((await refusal(owner.send('nope'))).fields).toEqual({ email: ['Please type valid email address'] });
      expect((await refusal(owner.send(ownerEmail.toUpperCase()))).fields).toEqual({
        email: ['You cannot invite yourself; invite the participant by their own e-mail'],
      });
      expect(await owner.invitations()).toEqual([]);
    });

    test('an invitation is listed newest first; sending again keeps one; a pending one can be withdrawn once', async () => {
      const { owner } = await subject();
      const first = someone('sam');
      const sent = await owner.send(` ${first.toUpperCase()} `);
      expect(sent).toMatchObject({
        email: first,
        status: 'pending',
        progress: 'invited',
        currentStep: null,
        completedSteps: 0,
        totalSteps: 5,
        acceptedAt: null,
      });
      expect(Date.parse(sent.expiresAt) - Date.parse(sent.sentAt)).toBe(14 * 24 * 3600 * 1000);
      const again = await owner.send(first);
      expect(again.id).toBe(sent.id);
      const second = await owner.send(someone('ada'));
      expect((await owner.invitations()).map((i) => i.id)).toEqual([second.id, sent.id]);

      const revoked = await owner.revoke(sent.id);
      expect(revoked).toMatchObject({ id: sent.id, status: 'revoked', progress: 'revoked' });
      expect(await refusal(owner.revoke(sent.id))).toMatchObject({
        status: 409,
        message: 'Only an invitation not yet accepted can be withdrawn',
      });
      expect(await refusal(owner.revoke('00000000-0000-4000-8000-000000000000'))).toMatchObject({
        status: 404,
        message: 'Invitation not found',
      });
    });

    test('the invitee accepts the link, sees the plan, and joins once the participant checkout is complete', async () => {
      const s = await subject();
      const email = someone('jordan');
      await s.owner.send(email);
      const participant = await s.signIn(email);
      expect(await participant.membership()).toBeNull();
      const stranger = await s.signIn(someone('stranger'));
      expect(await refusal(stranger.accept(s.tokenOf(email)))).toMatchObject({
        status: 403,
        message: 'This invitation was sent to another e-mail address. Sign in with the address it was sent to.',
      });
      expect(await refusal(participant.accept('not-a-token'))).toMatchObject({
        status: 404,
        message: 'This invitation is no longer valid. Ask the plan owner to send a new one.',
      });

      expect(await participant.accept(s.tokenOf(email))).toEqual(s.plan);
      expect(await participant.accept(s.tokenOf(email))).toEqual(s.plan);
      expect(await participant.membership()).toEqual(s.plan);
      const [accepted] = await s.owner.invitations();
      expect(accepted).toMatchObject({ status: 'accepted', progress: 'checkout', acceptedAt: expect.any(String) });
      expect((await refusal(s.owner.revoke(accepted.id))).status).toBe(409);

      expect(await refusal(participant.join())).toMatchObject({
        status: 409,
        message: 'Complete your participant checkout (personal details and signer details) first',
      });
      await s.completeCheckout(email);
      expect((await s.owner.invitations())[0]).toMatchObject({ progress: 'checkout', completedSteps: 3 });
      const joined = await participant.join();
      expect(joined).toEqual({ ...s.plan, invoiceId: expect.any(String) });
      expect((await participant.join()).invoiceId).toBe(joined.invoiceId);
      expect((await s.owner.invitations())[0]).toMatchObject({ progress: 'joined', completedSteps: 5 });
    });

    test('a user without an invitation cannot join', async () => {
      const s = await subject();
      const nobody = await s.signIn(someone('nobody'));
      expect(await refusal(nobody.join())).toMatchObject({
        status: 404,
        message:
          'Ask the plan owner to invite you: a participant joins the plan from the invitation e-mail the plan owner sends.',
      });
    });
  });
}
