import type { Kysely, Selectable } from 'kysely';
import { toCents, toDollars } from '../assets/money';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';
import type { DistributionsTable } from '../library/schema';
import { iso, notFoundError, throwIfInvalid } from '../library/service-errors';
import { distributionErrors } from './distribution-rules';

/** A distribution request as the API returns it; the signature itself is never sent back, only whether there is one. */
export interface Distribution {
  id: string;
  user_id: string;
  kind: string;
  description: string;
  amount: number | null;
  document_id: string | null;
  signed: boolean;
  status: 'requested';
  created_at: string;
}

/** Message when a distribution id does not name one of the user's requests. */
export const DISTRIBUTION_NOT_FOUND_MESSAGE = 'Distribution not found';

function toDistribution(row: Selectable<DistributionsTable>): Distribution {
  return {
    id: row.id,
    user_id: row.user_id,
    kind: row.kind,
    description: row.description,
    amount: row.amount_cents === null ? null : toDollars(row.amount_cents),
    document_id: row.document_id,
    signed: row.signature !== null,
    status: 'requested',
    created_at: iso(row.created_at),
  };
}

/** The user's distribution requests, hardship ones with a signature and a supporting document of the same user. */
export class DistributionService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** Every request of the user, newest first. */
  async list(userId: string): Promise<Distribution[]> {
    const rows = await this.db
      .selectFrom('distributions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toDistribution);
  }

  /** The user's request `id`. */
  async get(userId: string, id: string): Promise<Distribution> {
    const row = await this.db
      .selectFrom('distributions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundError(DISTRIBUTION_NOT_FOUND_MESSAGE);
    return toDistribution(row);
  }

  /** Records a request `{ kind, description, amount?, document_id?, signature? }`; hardship needs all but amount. */
  async request(userId: string, body: Record<string, unknown>): Promise<Distribution> {
    throwIfInvalid(distributionErrors(body));
    const documentId = typeof body.document_id === 'string' && body.document_id !== '' ? body.document_id : null;
    return this.db.transaction().execute(async (trx) => {
      if (documentId !== null) {
        // Lock the document so that it cannot be removed while the request that cites it is recorded.
        const doc = await trx
          .selectFrom('documents')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', documentId)
          .forUpdate()
          .executeTakeFirst();
        if (!doc) throw new ValidationError({ document_id: ['Document not found'] });
      }
      const row = await trx
        .insertInto('distributions')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          kind: (body.kind as string).trim(),
          description: typeof body.description === 'string' ? body.description.trim() : '',
          amount_cents: typeof body.amount === 'number' ? toCents(body.amount) : null,
          document_id: documentId,
          signature: typeof body.signature === 'string' && body.signature !== '' ? body.signature : null,
          status: 'requested',
          created_at: this.clock(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDistribution(row);
    });
  }

  /** Withdraws the user's request `id`. */
  async withdraw(userId: string, id: string): Promise<void> {
    const removed = await this.db
      .deleteFrom('distributions')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw notFoundError(DISTRIBUTION_NOT_FOUND_MESSAGE);
  }
}
