import type { Kysely, Selectable } from 'kysely';
import type { BankApplicationStatus } from '@/domain/bank/bank-application-status';
import type { DB } from '../db/schema';
import type { BankConnectionsTable, BankDocumentsTable, BankTrustAccountsTable } from './bank-schema';

/** A bank application row as read. */
export interface ApplicationRow {
  status: BankApplicationStatus;
  submitted_at: Date | null;
  review_due_at: Date | null;
  reviews: number;
  last_score: number | null;
  decided_at: Date | null;
}

/** A document row as read. */
export type DocumentRow = Selectable<BankDocumentsTable>;
/** A connection row as read. */
export type ConnectionRow = Selectable<BankConnectionsTable>;
/** The plan's trust account row as read. */
export type TrustAccountRow = Selectable<BankTrustAccountsTable>;

const DRAFT: ApplicationRow = {
  status: 'draft',
  submitted_at: null,
  review_due_at: null,
  reviews: 0,
  last_score: null,
  decided_at: null,
};

/** Reads and writes the bank tables of one user (every query is keyed by the user id). */
export class BankApplicationStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** The application, or a fresh draft when the user has none. */
  async application(userId: string): Promise<ApplicationRow> {
    const row = await this.db
      .selectFrom('bank_applications')
      .select(['status', 'submitted_at', 'review_due_at', 'reviews', 'last_score', 'decided_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row === undefined ? { ...DRAFT } : { ...row, status: row.status as BankApplicationStatus };
  }

  /** Writes the application and the flow's current step together. */
  async saveApplication(userId: string, row: ApplicationRow, currentStep: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('bank_applications')
        .values({ user_id: userId, ...row, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, updated_at: at }))
        .execute();
      await tx
        .insertInto('flow_progress')
        .values({ user_id: userId, flow: 'bank', current_step: currentStep, variant: 'planOwner', updated_at: at })
        .onConflict((oc) => oc.columns(['user_id', 'flow']).doUpdateSet({ current_step: currentStep, updated_at: at }))
        .execute();
    });
  }

  /** The flow's saved current step and variant, when any. */
  async progress(userId: string): Promise<{ current_step: string; variant: string } | undefined> {
    return this.db
      .selectFrom('flow_progress')
      .select(['current_step', 'variant'])
      .where('user_id', '=', userId)
      .where('flow', '=', 'bank')
      .executeTakeFirst();
  }

  /** Saved step rows of the bank flow (values as stored). */
  async steps(userId: string): Promise<Map<string, { values: Record<string, unknown>; complete: boolean }>> {
    const rows = await this.db
      .selectFrom('step_data')
      .select(['step_key', 'values', 'complete'])
      .where('user_id', '=', userId)
      .where('flow', '=', 'bank')
      .execute();
    return new Map(rows.map((r) => [r.step_key, { values: r.values, complete: r.complete }]));
  }

  /** The user's documents, oldest first. */
  async documents(userId: string): Promise<DocumentRow[]> {
    return this.db
      .selectFrom('bank_documents')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Records an uploaded document. */
  async addDocument(row: DocumentRow): Promise<void> {
    await this.db.insertInto('bank_documents').values(row).execute();
  }

  /** The plan's trust account the bank opened, when any. */
  async trustAccount(userId: string): Promise<TrustAccountRow | undefined> {
    return this.db.selectFrom('bank_trust_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Records the trust account the bank opened (once: a second opening keeps the first). */
  async openTrustAccount(row: TrustAccountRow): Promise<void> {
    await this.db
      .insertInto('bank_trust_accounts')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  /** The connected account, when any. */
  async connection(userId: string): Promise<ConnectionRow | undefined> {
    return this.db.selectFrom('bank_connections').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /**
   * Writes (replaces) the connected account unless the account there was verified meanwhile; answers whether it wrote.
   * The condition sits in the upsert itself, so a deposit check that verified the account between the caller's read
   * and this write is never undone.
   */
  async saveConnection(row: ConnectionRow): Promise<boolean> {
    const { user_id: _user, created_at: _created, ...changes } = row;
    const result = await this.db
      .insertInto('bank_connections')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes).where('bank_connections.verified_at', 'is', null))
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  /**
   * Takes the claim to connect the primary account of an approved application until `until` (decision 0291): a single
   * conditional UPDATE, so of concurrent requests exactly one takes it. A claim whose time ended at `now` (its request
   * died) is taken over. Answers whether this request holds the claim.
   */
  async claimConnection(userId: string, token: string, now: Date, until: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('bank_applications')
      .set({ connect_claim: token, connect_claimed_until: until })
      .where('user_id', '=', userId)
      .where('status', '=', 'approved')
      .where((eb) => eb.or([eb('connect_claimed_until', 'is', null), eb('connect_claimed_until', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives the claim back, only if it is still this request's (`token`): one taken over after it ended stays. */
  async releaseConnection(userId: string, token: string): Promise<void> {
    await this.db
      .updateTable('bank_applications')
      .set({ connect_claim: null, connect_claimed_until: null })
      .where('user_id', '=', userId)
      .where('connect_claim', '=', token)
      .execute();
  }

  /**
   * Runs `check` on the user's connection row locked (SELECT ... FOR UPDATE) inside one transaction and writes the
   * deposit-check state it answers, if any, in the same transaction (decision 0291): concurrent checks of one account
   * wait for each other, so each sees the attempts the one before counted. `check` must not use the store's database
   * outside the transaction (PGlite has one connection, which the transaction holds).
   */
  async withLockedConnection<T>(
    userId: string,
    check: (row: ConnectionRow | undefined) => Promise<{ result: T; save?: ConnectionRow }>,
  ): Promise<T> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('bank_connections')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      const { result, save } = await check(row);
      if (save !== undefined)
        await tx
          .updateTable('bank_connections')
          .set({
            failed_attempts: save.failed_attempts,
            locked_until: save.locked_until,
            verified_at: save.verified_at,
            updated_at: save.updated_at,
          })
          .where('user_id', '=', userId)
          .execute();
      return result;
    });
  }
}
