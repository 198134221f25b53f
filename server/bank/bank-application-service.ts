import { randomUUID } from 'node:crypto';
import { lastFour } from '@/domain/bank/account-mask';
import {
  decideReview,
  isUnderReview,
  stepOfStatus,
  submitApplication,
  submitStepUp,
} from '@/domain/bank/bank-application-status';
import { ID_PHOTO_MESSAGES, missingDocumentMessage, STEP_UP_DOCUMENTS } from '@/domain/bank/bank-documents';
import { validateConnectBank } from '@/domain/bank/connect-bank-details';
import { isLocked, parseDepositCents, recordDepositAttempt, validateDepositEntry } from '@/domain/bank/micro-deposits';
import { bankNameForRouting } from '@/domain/bank/routing-bank-names';
import type { BankApplicationStepKey } from '@/domain/flow';
import { isFilled } from '@/domain/shared/field-values';
import type { FieldCipher } from '../crypto/field-cipher';
import { conflict, HttpError, ValidationError } from '../http/errors';
import type { IdentityScorer } from '../verification/identity-scorer';
import { type AccountLinker, DepositsNotArrivedError } from './account-linker';
import {
  applicationView,
  connectionView,
  trustAccountView,
  type BankApplicationView,
  type ConnectionView,
} from './bank-application-view';
import { chosenOffer, newTrustAccountNumber, planForTrust, type PlanForTrust } from './trust-account';
import { PLAN_NOT_ADOPTED_CODE, PLAN_NOT_ADOPTED_MESSAGE } from '@/domain/bank/plan-adoption';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ApplicationRow, BankApplicationStore, ConnectionRow } from './bank-application-store';
import { fieldMessages as fieldErrorsOrUndefined } from '../checkout/step-rules';

/** How long a claim to connect the primary account holds (decision 0291): a request that died blocks no longer. */
export const CONNECT_CLAIM_MS = 2 * 60 * 1000;
/** Another request is setting up the connection now (decision 0291). */
export const CONNECTING_MESSAGE = 'Another connection of this account is being set up: try again in a moment';
/** The primary account is connected and verified: it is not replaced. */
const CONNECTED_MESSAGE = 'A primary account is already connected';

/** The user a bank application belongs to. */
export interface BankUser {
  id: string;
  email: string;
}

/** What the service needs. */
export interface BankServiceDeps {
  store: BankApplicationStore;
  /** The database the plan's adoption is read from (the checkout's steps; decision 0313). */
  db: Kysely<DB>;
  cipher: FieldCipher;
  scorer: IdentityScorer;
  linker: AccountLinker;
  clock: () => Date;
  /** How long the local stand-in's review takes. */
  reviewDelayMs: number;
  minPassingScore: number;
  support: { email: string; phone: string };
}

/** The outcome of a deposit check, with the connection after it. */
export interface DepositCheck {
  outcome: 'verified' | 'wrong' | 'locked' | 'already_verified';
  attempts_left: number;
  connection: ConnectionView;
}

/** The bank application's state machine on the server (decision 0140): submit, review, step-up, connect, deposits. */
export class BankApplicationService {
  constructor(private readonly d: BankServiceDeps) {}

  /** The application after any due review was decided. */
  async view(user: BankUser): Promise<BankApplicationView> {
    const app = await this.refresh(user);
    const { store } = this.d;
    // An application approved before trust accounts were recorded gets its account on the next read.
    if (app.status === 'approved' && (await store.trustAccount(user.id)) === undefined)
      await this.openTrustAccount(user, app.decided_at ?? this.d.clock());
    const [progress, steps, documents, connection, trust, plan] = await Promise.all([
      store.progress(user.id),
      store.steps(user.id),
      store.documents(user.id),
      store.connection(user.id),
      store.trustAccount(user.id),
      this.plan(user),
    ]);
    const draftStep = (progress?.current_step ?? 'chooseAccount') as BankApplicationStepKey;
    return applicationView({
      app,
      currentStep: stepOfStatus(app.status, draftStep),
      variant: progress?.variant ?? 'planOwner',
      started: app.status !== 'draft' || steps.size > 0 || progress !== undefined,
      documents,
      connection,
      support: this.d.support,
      now: this.d.clock(),
      planAdopted: plan.adopted,
      trustAccount: trustAccountView(app, trust, plan, chosenOffer(steps.get('chooseAccount')?.values)),
    });
  }

  /** The user's plan: adopted or not, its name and EIN (decision 0313). */
  private plan(user: BankUser): Promise<PlanForTrust> {
    return planForTrust(this.d.db, this.d.cipher, user.id);
  }

  /** On approval the bank opens the plan's trust account, in the plan's name and EIN; its number is kept encrypted. */
  private async openTrustAccount(user: BankUser, at: Date): Promise<void> {
    const [plan, steps] = await Promise.all([this.plan(user), this.d.store.steps(user.id)]);
    const offer = chosenOffer(steps.get('chooseAccount')?.values);
    const number = newTrustAccountNumber();
    await this.d.store.openTrustAccount({
      user_id: user.id,
      bank_name: offer.bankName,
      account_type: offer.accountType,
      account_number_enc: this.d.cipher.encrypt(number),
      account_last4: lastFour(number),
      account_title: plan.planName,
      plan_ein: plan.planEin,
      opened_at: at,
    });
  }

  /** Decides a review whose time has come (the local stand-in's timer); answers the application. */
  async refresh(user: BankUser): Promise<ApplicationRow> {
    const app = await this.d.store.application(user.id);
    const now = this.d.clock();
    if (!isUnderReview(app.status) || app.review_due_at === null || now < app.review_due_at) return app;
    const review = app.reviews + 1;
    let score: number;
    try {
      score = await this.d.scorer.score(user, { review });
    } catch {
      // The identity-verification service did not answer: the review stays pending and is asked again on the next read.
      return app;
    }
    const status = decideReview(app.status, score, this.d.minPassingScore);
    const next: ApplicationRow = { ...app, status, reviews: review, last_score: score, decided_at: now, review_due_at: null };
    await this.d.store.saveApplication(user.id, next, stepOfStatus(status, 'chooseAccount'), now);
    if (status === 'approved') await this.openTrustAccount(user, now);
    return next;
  }

  /**
   * Sends the completed draft for review (400 naming what is missing; 409 when not a draft, and 409
   * `plan_not_adopted` before the plan is adopted: the trust account is opened in the plan's name, decision 0313).
   */
  async submit(user: BankUser): Promise<BankApplicationView> {
    const app = await this.d.store.application(user.id);
    if (app.status !== 'draft') throw conflict('The application was already sent');
    const steps = await this.d.store.steps(user.id);
    const missing: Record<string, string[]> = {};
    for (const key of ['chooseAccount', 'fillApplication', 'identityDetails'])
      if (steps.get(key)?.complete !== true) missing[key] = ['Complete this step first'];
    const identity = steps.get('identityDetails')?.values ?? {};
    const documents = await this.d.store.documents(user.id);
    const photoKinds: Record<string, string> = { id_photo_picture: 'id_front', id_photo_picture2: 'id_back' };
    for (const [field, message] of Object.entries(ID_PHOTO_MESSAGES)) {
      const value = identity[field];
      // A photo is one of the user's own uploads of the right kind, or an image the checkout's identity step saved.
      const own = typeof value === 'string' && documents.some((d) => d.id === value && d.kind === photoKinds[field]);
      const image = typeof value === 'string' && value.startsWith('data:image/');
      if (!isFilled(value) || !(own || image)) missing[field] = [message];
    }
    if (Object.keys(missing).length > 0) throw new ValidationError(missing);
    if (!(await this.plan(user)).adopted) throw new HttpError(409, PLAN_NOT_ADOPTED_CODE, PLAN_NOT_ADOPTED_MESSAGE);
    await this.startReview(user, app, submitApplication(app.status));
    return this.view(user);
  }

  /** Sends the step-up documents for the second review (400 naming a missing document). */
  async submitStepUp(user: BankUser): Promise<BankApplicationView> {
    const app = await this.refresh(user);
    if (app.status !== 'step_up_needed') throw conflict('No documents are asked for now');
    const since = app.decided_at ?? new Date(0);
    const kinds = new Set(
      (await this.d.store.documents(user.id)).filter((doc) => new Date(doc.created_at) >= since).map((doc) => doc.kind),
    );
    const missing: Record<string, string[]> = {};
    for (const kind of STEP_UP_DOCUMENTS) if (!kinds.has(kind)) missing[kind] = [missingDocumentMessage(kind)];
    if (Object.keys(missing).length > 0) throw new ValidationError(missing);
    await this.startReview(user, app, submitStepUp(app.status));
    return this.view(user);
  }

  /** Local profile only: the review is decided now instead of after the delay. */
  async completeReviewNow(user: BankUser): Promise<BankApplicationView> {
    const app = await this.d.store.application(user.id);
    if (!isUnderReview(app.status)) throw conflict('The application is not under review');
    await this.d.store.saveApplication(user.id, { ...app, review_due_at: this.d.clock() }, 'inProgress', this.d.clock());
    return this.view(user);
  }

  private async startReview(user: BankUser, app: ApplicationRow, status: ApplicationRow['status']): Promise<void> {
    const now = this.d.clock();
    const due = new Date(now.getTime() + this.d.reviewDelayMs);
    await this.d.store.saveApplication(user.id, { ...app, status, submitted_at: now, review_due_at: due }, 'inProgress', now);
  }

  /**
   * Connects the primary account (approved applications only) and sends the two micro-deposits. One connection is set
   * up at a time (decision 0291): the request holds a claim in the database while the linker sends the deposits, and a
   * concurrent one answers 409; a later one (to fix a typo before the account is verified) connects again.
   */
  async connect(user: BankUser, values: Record<string, unknown>): Promise<ConnectionView> {
    const app = await this.refresh(user);
    if (app.status !== 'approved') throw conflict('The bank application must be approved before connecting an account');
    const existing = await this.d.store.connection(user.id);
    this.refuseReconnect(existing, this.d.clock(), false);
    const errors = fieldErrorsOrUndefined(validateConnectBank(values));
    if (errors !== undefined) throw new ValidationError(errors);
    this.refuseReconnect(existing, this.d.clock(), true);
    const token = randomUUID();
    const claimedAt = this.d.clock();
    const until = new Date(claimedAt.getTime() + CONNECT_CLAIM_MS);
    if (!(await this.d.store.claimConnection(user.id, token, claimedAt, until))) throw conflict(CONNECTING_MESSAGE);
    try {
      return await this.connectClaimed(user, values);
    } finally {
      await this.d.store.releaseConnection(user.id, token);
    }
  }

  /** Refuses to replace a verified account and, when `lock` is asked, one whose deposit check is locked at `now`. */
  private refuseReconnect(existing: ConnectionRow | undefined, now: Date, lock: boolean): void {
    if (existing?.verified_at) throw conflict(CONNECTED_MESSAGE);
    const state = {
      failedAttempts: existing?.failed_attempts ?? 0,
      lockedUntil: existing?.locked_until ?? undefined,
      verified: false,
    };
    if (lock && existing && isLocked(state, now)) throw conflict('Too many wrong amounts: try again after the lock ends');
  }

  /** The connection under the claim: the account read again (a check may have verified or locked it), the deposits, the row. */
  private async connectClaimed(user: BankUser, values: Record<string, unknown>): Promise<ConnectionView> {
    const existing = await this.d.store.connection(user.id);
    this.refuseReconnect(existing, this.d.clock(), true);
    const routing = values.routing_number as string;
    const account = values.account_number as string;
    const bankName = bankNameForRouting(routing);
    const type = values.account_type as string;
    const signer = (await this.d.store.steps(user.id)).get('fillApplication')?.values ?? {};
    const { reference } = await this.d.linker.start({
      userId: user.id,
      email: user.email,
      routingNumber: routing,
      accountNumber: account,
      accountType: type,
      bankName,
      holderFirstName: typeof signer.plan_signer_first_name === 'string' ? signer.plan_signer_first_name : undefined,
      holderLastName: typeof signer.plan_signer_last_name === 'string' ? signer.plan_signer_last_name : undefined,
    });
    const now = this.d.clock();
    const row = {
      user_id: user.id,
      routing_number_enc: this.d.cipher.encrypt(routing),
      account_number_enc: this.d.cipher.encrypt(account),
      routing_last4: lastFour(routing),
      account_last4: lastFour(account),
      account_type: type,
      bank_name: bankName ?? null,
      linker_reference: reference,
      failed_attempts: 0,
      locked_until: null,
      verified_at: null,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    if (!(await this.d.store.saveConnection(row))) throw conflict(CONNECTED_MESSAGE);
    return connectionView(row, now);
  }

  /**
   * Checks the two typed deposit amounts (three misses lock for a day). The attempt is a serialised read-modify-write
   * of the connection (decision 0291): the row stays locked from the read through the linker's check to the write, so
   * concurrent checks count every miss and no more than three tries reach the linker before the lock.
   */
  async verifyDeposits(user: BankUser, values: Record<string, unknown>): Promise<DepositCheck> {
    const errors = fieldErrorsOrUndefined(validateDepositEntry(values));
    if (errors !== undefined) throw new ValidationError(errors);
    const amounts: [number, number] = [parseDepositCents(values.deposit_1)!, parseDepositCents(values.deposit_2)!];
    return this.d.store.withLockedConnection(user.id, async (row) => {
      if (row === undefined) throw conflict('Connect an account first');
      const now = this.d.clock();
      const state = {
        failedAttempts: row.failed_attempts,
        lockedUntil: row.locked_until ?? undefined,
        verified: row.verified_at !== null,
      };
      const matched =
        state.verified || isLocked(state, now) ? false : await this.confirmWithLinker(row.linker_reference, amounts);
      const attempt = recordDepositAttempt(state, matched, now);
      const next = {
        ...row,
        failed_attempts: attempt.state.failedAttempts,
        locked_until: attempt.state.lockedUntil ?? null,
        verified_at: attempt.state.verified ? (row.verified_at ?? now) : null,
        updated_at: now,
      };
      const changed =
        attempt.outcome === 'wrong' || attempt.outcome === 'verified' || (attempt.outcome === 'locked' && !isLocked(state, now));
      const check = { outcome: attempt.outcome, attempts_left: attempt.attemptsLeft, connection: connectionView(next, now) };
      return { result: check, save: changed ? next : undefined };
    });
  }

  /** The linker's check; deposits that have not arrived yet answer 409 and are not counted as a try. */
  private async confirmWithLinker(reference: string, amounts: [number, number]): Promise<boolean> {
    try {
      return await this.d.linker.confirm(reference, amounts);
    } catch (error) {
      if (error instanceof DepositsNotArrivedError) throw conflict(error.message);
      throw error;
    }
  }
}
