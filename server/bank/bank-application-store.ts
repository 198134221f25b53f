import type { Kysely, Selectable } from 'kysely';
import type { BankApplicationStatus } from '@/domain/bank/bank-application-status';
import type { DB } from '../db/schema';
import type { BankConnectionsTable, BankDocumentsTable } from './bank-schema';

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

  /** The connected account, when any. */
  async connection(userId: string): Promise<ConnectionRow | undefined> {
    return this.db.selectFrom('bank_connections').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Writes (replaces) the connected account. */
  async saveConnection(row: ConnectionRow): Promise<void> {
    const { user_id: _user, created_at: _created, ...changes } = row;
    await this.db
      .insertInto('bank_connections')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  }
}
