import {
  type InvitationRecord,
  type InvitationStatus,
  invitationEmailErrors,
  invitationExpiry,
  isInvitationOpen,
  NOT_INVITED_MESSAGE,
  NO_PLAN_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  WRONG_ACCOUNT_MESSAGE,
  OTHER_PLAN_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_NOT_PENDING_MESSAGE,
  CHECKOUT_INCOMPLETE_MESSAGE,
  normaliseEmail,
  participantProgress,
  type PlanMembership,
} from '@/domain/invitations';
import { checkoutSteps } from '@/domain/flow';
import type { Clock } from '@/ports/clock';
import type { InvitationsApi } from '@/ports/invitations-api';
import { FakePortCalls, refused, throwIfInvalid } from './fake-port-kit';

/** The server's messages (server/invitations): the fake answers as it does. */

/** A user of the fake: their id and sign-in address. */
export interface FakeInvitationsUser {
  id: string;
  email: string;
}

interface KeptInvitation {
  id: string;
  ownerId: string;
  email: string;
  token: string;
  status: InvitationStatus;
  sentAt: Date;
  acceptedAt: Date | null;
  participantId: string | null;
}

/** What every signed-in user's fake shares: the owners' plans, the invitations and who completed or joined. */
class InvitationsBook {
  readonly plans = new Map<string, Omit<PlanMembership, 'invoiceId'>>();
  readonly invitations: KeptInvitation[] = [];
  /** Users whose participant checkout is complete (personal, identity and signer details). */
  readonly checkoutComplete = new Set<string>();
  /** The no-fee joinder invoice of each participant who joined. */
  readonly joinders = new Map<string, string>();
  next = 1;
}

/**
 * The participants area in memory, on the domain's rules (decision 0302): the address's messages by field, one
 * pending invitation per address (sending again sends a new link), a link that works for the invited address only
 * until it expires (14 days) or is withdrawn, one plan per participant, and joining once the participant checkout is
 * complete. The fake is one signed-in user; `signIn` gives another user's fake over the same state. A test names the
 * owner's plan with `namePlan`, reads the links sent with `tokenOf` and `calls`; `failNext` makes the next call fail.
 */
export class FakeInvitationsApi extends FakePortCalls implements InvitationsApi {
  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    readonly user: FakeInvitationsUser = { id: 'user-1', email: 'owner@example.com' },
    private readonly book: InvitationsBook = new InvitationsBook(),
  ) {
    super();
  }

  /** The same state signed in as another user. */
  signIn(user: FakeInvitationsUser): FakeInvitationsApi {
    return new FakeInvitationsApi(this.clock, user, this.book);
  }

  /** Names the signed-in user's plan (their checkout's plan details): they may invite. */
  namePlan(plan: Omit<PlanMembership, 'ownerId' | 'invoiceId'>): this {
    this.book.plans.set(this.user.id, { ownerId: this.user.id, ...plan });
    return this;
  }

  /** Keeps `invitations` as the owner's, as a test's starting state (newest first, as listed). */
  seed(...invitations: InvitationRecord[]): this {
    for (const i of [...invitations].reverse())
      this.book.invitations.push({
        id: i.id,
        ownerId: this.user.id,
        email: i.email,
        token: `token-${i.id}`,
        status: i.status,
        sentAt: new Date(i.sentAt),
        acceptedAt: i.acceptedAt === null ? null : new Date(i.acceptedAt),
        participantId: null,
      });
    return this;
  }

  /** The participant checkout of user `userId` is complete. */
  completeCheckout(userId: string): void {
    this.book.checkoutComplete.add(userId);
  }

  /** The token of the newest link sent to `email`. */
  tokenOf(email: string): string {
    const sent = this.book.invitations.filter((i) => i.email === normaliseEmail(email)).at(-1);
    if (sent === undefined) throw new Error(`no invitation for ${email}`);
    return sent.token;
  }

  private view(i: KeptInvitation): InvitationRecord {
    const total = checkoutSteps('participant').length;
    const pid = i.participantId;
    const joined = pid !== null && this.book.joinders.has(pid);
    const completed = pid === null ? 0 : joined ? total : this.book.checkoutComplete.has(pid) ? 3 : 0;
    return {
      id: i.id,
      email: i.email,
      status: i.status,
      progress: participantProgress(i.status, i.sentAt, this.clock.now(), joined),
      currentStep: null,
      completedSteps: completed,
      totalSteps: total,
      sentAt: i.sentAt.toISOString(),
      expiresAt: invitationExpiry(i.sentAt).toISOString(),
      acceptedAt: i.acceptedAt?.toISOString() ?? null,
    };
  }

  private owned(id: string): KeptInvitation {
    const found = this.book.invitations.find((i) => i.id === id && i.ownerId === this.user.id);
    if (!found) throw refused(404, 'not_found', INVITATION_NOT_FOUND_MESSAGE);
    return found;
  }

  private joinedPlan(): Omit<PlanMembership, 'invoiceId'> | null {
    const accepted = this.book.invitations.find((i) => i.participantId === this.user.id && i.status === 'accepted');
    return accepted === undefined ? null : (this.book.plans.get(accepted.ownerId) ?? null);
  }

  async invitations(): Promise<InvitationRecord[]> {
    this.check('invitations');
    return this.book.invitations
      .filter((i) => i.ownerId === this.user.id)
      .reverse()
      .map((i) => this.view(i));
  }

  async send(email: string): Promise<InvitationRecord> {
    this.check('send');
    throwIfInvalid({ email: invitationEmailErrors(email, this.user.email) });
    if (!this.book.plans.has(this.user.id)) throw refused(409, 'no_plan', NO_PLAN_MESSAGE);
    const address = normaliseEmail(email);
    const token = `token-${this.book.next++}`;
    const open = this.book.invitations.find((i) => i.ownerId === this.user.id && i.email === address && i.status === 'pending');
    if (open) {
      open.token = token;
      open.sentAt = this.clock.now();
      return this.view(open);
    }
    const kept: KeptInvitation = {
      id: `invitation-${this.book.next++}`,
      ownerId: this.user.id,
      email: address,
      token,
      status: 'pending',
      sentAt: this.clock.now(),
      acceptedAt: null,
      participantId: null,
    };
    this.book.invitations.push(kept);
    return this.view(kept);
  }

  async revoke(invitationId: string): Promise<InvitationRecord> {
    this.check(`revoke:${invitationId}`);
    const kept = this.owned(invitationId);
    if (kept.status !== 'pending') throw refused(409, 'not_pending', INVITATION_NOT_PENDING_MESSAGE);
    kept.status = 'revoked';
    return this.view(kept);
  }

  async accept(token: string): Promise<PlanMembership> {
    this.check('accept');
    const kept = this.book.invitations.find((i) => i.token === token);
    if (kept === undefined) throw refused(404, 'not_found', INVITATION_INVALID_MESSAGE);
    if (!(kept.status === 'accepted' && kept.participantId === this.user.id)) {
      if (!isInvitationOpen(kept.status, kept.sentAt, this.clock.now()))
        throw refused(404, 'not_found', INVITATION_INVALID_MESSAGE);
      if (normaliseEmail(this.user.email) !== kept.email || kept.ownerId === this.user.id)
        throw refused(403, 'wrong_account', WRONG_ACCOUNT_MESSAGE);
      if (this.joinedPlan() !== null) throw refused(409, 'other_plan', OTHER_PLAN_MESSAGE);
      kept.status = 'accepted';
      kept.participantId = this.user.id;
      kept.acceptedAt = this.clock.now();
    }
    return this.joinedPlan() as PlanMembership;
  }

  async membership(): Promise<PlanMembership | null> {
    this.check('membership');
    return this.joinedPlan();
  }

  async join(): Promise<PlanMembership> {
    this.check('join');
    const plan = this.joinedPlan();
    if (plan === null) throw refused(404, 'not_invited', NOT_INVITED_MESSAGE);
    if (!this.book.checkoutComplete.has(this.user.id)) throw refused(409, 'checkout_incomplete', CHECKOUT_INCOMPLETE_MESSAGE);
    const invoiceId = this.book.joinders.get(this.user.id) ?? `invoice-${this.book.next++}`;
    this.book.joinders.set(this.user.id, invoiceId);
    return { ...plan, invoiceId };
  }
}
