import {
  INVITATION_INVALID_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  INVITATION_NOT_PENDING_MESSAGE,
  NO_PLAN_MESSAGE,
  OTHER_PLAN_MESSAGE,
  WRONG_ACCOUNT_MESSAGE,
} from '@/domain/invitations/invitation-messages';
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import {
  type InvitationStatus,
  invitationEmailErrors,
  invitationExpiry,
  isInvitationOpen,
  NOT_INVITED_MESSAGE,
  normaliseEmail,
  type ParticipantProgress,
  participantProgress,
} from '@/domain/invitations';
import { checkoutSteps } from '@/domain/flow';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { conflictError, iso, notFoundError, throwIfInvalid } from '../shared/service-errors';
import type { InvitationsTable } from './invitations-schema';
import { type JoinedPlan, joinedPlan, ownersPlan } from './joined-plan';

// The refusals' words are the domain's, shared with the InvitationsApi fake.
export { INVITATION_INVALID_MESSAGE, INVITATION_NOT_FOUND_MESSAGE, NO_PLAN_MESSAGE, OTHER_PLAN_MESSAGE, WRONG_ACCOUNT_MESSAGE };

/** An invitation as its plan owner sees it, with the participant's progress. */
export interface Invitation {
  id: string;
  email: string;
  status: InvitationStatus;
  progress: ParticipantProgress;
  /** The participant's current checkout step (once accepted). */
  current_step: string | null;
  /** Steps of the participant checkout completed, and how many there are. */
  completed_steps: number;
  total_steps: number;
  sent_at: string;
  expires_at: string;
  accepted_at: string | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The plan owner's invitations and the participant's side: accepting, the joined plan. */
export class InvitationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cipher: FieldCipher,
    private readonly mailer: Mailer,
    private readonly clock: () => Date,
    /** The app's public origin: the invitation link opens its join page. */
    private readonly origin: string,
  ) {}

  /** The owner's invitations, newest first. */
  async list(ownerId: string): Promise<Invitation[]> {
    const rows = await this.db
      .selectFrom('invitations')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('sent_at', 'desc')
      .orderBy('id')
      .execute();
    return Promise.all(rows.map((r) => this.view(r)));
  }

  private async view(row: Selectable<InvitationsTable>): Promise<Invitation> {
    const total = checkoutSteps('participant').length;
    let currentStep: string | null = null;
    let completed = 0;
    let joined = false;
    if (row.status === 'accepted' && row.participant_id !== null) {
      const pid = row.participant_id;
      const progress = await this.db
        .selectFrom('flow_progress')
        .select('current_step')
        .where('user_id', '=', pid)
        .where('flow', '=', 'checkout')
        .executeTakeFirst();
      currentStep = progress?.current_step ?? null;
      const done = await this.db
        .selectFrom('step_data')
        .select('step_key')
        .where('user_id', '=', pid)
        .where('flow', '=', 'checkout')
        .where('complete', '=', true)
        .execute();
      const keys = new Set(checkoutSteps('participant').map((s) => s.key));
      completed = done.filter((d) => keys.has(d.step_key as never)).length;
      joined = (await this.paidJoinder(pid)) !== undefined;
      if (joined) completed = total;
    }
    const sentAt = new Date(row.sent_at);
    return {
      id: row.id,
      email: row.email,
      status: row.status,
      progress: participantProgress(row.status, sentAt, this.clock(), joined),
      current_step: currentStep,
      completed_steps: completed,
      total_steps: total,
      sent_at: iso(row.sent_at),
      expires_at: invitationExpiry(sentAt).toISOString(),
      accepted_at: row.accepted_at === null ? null : iso(row.accepted_at),
    };
  }

  /** Sends (or sends again, with a new link) an invitation to `email` for the owner's plan. */
  async send(ownerId: string, ownerEmail: string | undefined, body: Record<string, unknown>): Promise<Invitation> {
    throwIfInvalid({ email: invitationEmailErrors(body.email, ownerEmail) });
    const plan = await ownersPlan(this.db, this.cipher, ownerId);
    if (plan === undefined) throw conflictError('no_plan', NO_PLAN_MESSAGE);
    const email = normaliseEmail(body.email as string);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock();
    // Decision 0331: the message is queued in the invitation's own transaction (queued iff the invitation is stored).
    const message = { ownerName: plan.owner_name, planName: plan.plan_name, link: `${this.origin}/join?invitation=${token}` };
    const { id, sent } = await this.db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('invitations')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .forUpdate()
        .executeTakeFirst();
      if (open !== undefined) {
        await trx
          .updateTable('invitations')
          .set({ token_hash: hashToken(token), sent_at: now })
          .where('id', '=', open.id)
          .execute();
        return { id: open.id, sent: await this.mailer.enqueue('invitation', email, message, trx) };
      }
      const fresh = crypto.randomUUID();
      await trx
        .insertInto('invitations')
        .values({ id: fresh, owner_id: ownerId, email, token_hash: hashToken(token), status: 'pending', sent_at: now })
        .execute();
      return { id: fresh, sent: await this.mailer.enqueue('invitation', email, message, trx) };
    });
    await sent();
    return this.get(ownerId, id);
  }

  private async get(ownerId: string, id: string): Promise<Invitation> {
    const row = await this.db
      .selectFrom('invitations')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) throw notFoundError(INVITATION_NOT_FOUND_MESSAGE);
    return this.view(row);
  }

  /** Withdraws one of the owner's pending invitations (its link stops working). */
  async revoke(ownerId: string, id: string): Promise<Invitation> {
    const row = await this.db
      .selectFrom('invitations')
      .select('status')
      .where('owner_id', '=', ownerId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) throw notFoundError(INVITATION_NOT_FOUND_MESSAGE);
    if (row.status !== 'pending') throw conflictError('not_pending', INVITATION_NOT_PENDING_MESSAGE);
    await this.db
      .updateTable('invitations')
      .set({ status: 'revoked', revoked_at: this.clock() })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'pending')
      .execute();
    return this.get(ownerId, id);
  }

  /**
   * The signed-in invitee accepts: the invited address must be theirs; answers the plan they joined. Accepts of one
   * user are serialised (decision 0292): a transaction-scoped advisory lock on the user, taken before the invitation's
   * row lock, makes the "joined another plan?" check see an acceptance made by a concurrent request, so accepting two
   * plans' invitations at once answers one of them 409 other_plan instead of failing on the one-plan index.
   */
  async accept(userId: string, email: string | undefined, token: string): Promise<JoinedPlan> {
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`invitation-accept:${userId}`}, 0))`.execute(trx);
      const row = await trx
        .selectFrom('invitations')
        .selectAll()
        .where('token_hash', '=', hashToken(token))
        .forUpdate()
        .executeTakeFirst();
      if (row === undefined) throw notFoundError(INVITATION_INVALID_MESSAGE);
      if (row.status === 'accepted' && row.participant_id === userId) return;
      if (!isInvitationOpen(row.status, new Date(row.sent_at), now)) throw notFoundError(INVITATION_INVALID_MESSAGE);
      if (email === undefined || normaliseEmail(email) !== row.email)
        throw new HttpError(403, 'wrong_account', WRONG_ACCOUNT_MESSAGE);
      if (row.owner_id === userId) throw new HttpError(403, 'wrong_account', WRONG_ACCOUNT_MESSAGE);
      const member = await trx
        .selectFrom('invitations')
        .select('id')
        .where('participant_id', '=', userId)
        .where('status', '=', 'accepted')
        .executeTakeFirst();
      if (member !== undefined) throw conflictError('other_plan', OTHER_PLAN_MESSAGE);
      await trx
        .updateTable('invitations')
        .set({ status: 'accepted', participant_id: userId, accepted_at: now })
        .where('id', '=', row.id)
        .execute();
      // The invitation answers the checkout's role question: a person who has not begun a checkout starts one as a
      // participant (issue 28), wherever they open it next. One already begun keeps its variant.
      await trx
        .insertInto('flow_progress')
        .values({ user_id: userId, flow: 'checkout', current_step: 'personalDetails', variant: 'participant', updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'flow']).doNothing())
        .execute();
    });
    return this.membership(userId);
  }

  /** The plan the user joined; 404 not_invited (ask the plan owner) without an accepted invitation. */
  async membership(userId: string): Promise<JoinedPlan> {
    const plan = await joinedPlan(this.db, this.cipher, userId);
    if (plan === undefined) throw new HttpError(404, 'not_invited', NOT_INVITED_MESSAGE);
    return plan;
  }

  /** The participant's paid joinder (the no-fee invoice of decision 0240), if any. */
  async paidJoinder(userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('invoices')
      .select('id')
      .where('user_id', '=', userId)
      .where('purchase', '=', JOINDER_PURCHASE)
      .where('status', '=', 'paid')
      .executeTakeFirst();
    return row?.id;
  }
}

/** The purchase of a participant's joinder: no fee (decision 0240). */
export const JOINDER_PURCHASE = 'participant_joinder';
