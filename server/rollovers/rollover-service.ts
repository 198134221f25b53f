import type { FieldErrors } from '@/domain/shared/field-errors';
import { SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { contributionEntryErrors } from '@/domain/contributions/contribution-entry';
import { rolloverErrors, statusMoveErrors } from '@/domain/rollovers';
import { depositAfterTerminationMessage, isAfterTermination } from '@/domain/plan-termination';
import { planTerminationDate } from '../plan-termination/termination-guard';
import { parseIsoDate, type CalendarDate } from '@/domain/shared/calendar-date';
import type { BlobStore } from '../blob/blob-store';
import { filePdf, withStagedPdf } from '../library/generated-pdf';
import { participantProfile } from '../beneficiaries/participant-profile';
import { ContributionLedger, today } from '../contributions/contribution-ledger';
import type { FieldCipher } from '../crypto/field-cipher';
import type { DB } from '../db/schema';
import { isPngSignature } from '../shared/png-signature';
import { lockCitedDocument } from '../library/cited-document';
import { conflictError, notFoundError, throwIfInvalid } from '../shared/service-errors';
import { pngBytes } from '../plan-documents/plan-document-data';
import { letterFileName, renderAcceptanceLetter, ROLLOVERS_FOLDER } from './acceptance-letter';
import { type RolloverEventView, toRolloverEventView, type RolloverView, toRolloverView } from './rollover-view';
import type { RolloversTable } from './rollovers-schema';

/** Message when a rollover id does not name one of the user's rollovers. */
export const ROLLOVER_NOT_FOUND = 'Rollover not found';
/** Message when the letter is asked for a rollover past the requested status. */
export const LETTER_ALREADY_SENT = 'The letter of acceptance of this rollover was already sent';

/** Whole cents of a dollar amount with at most two decimals; NaN otherwise (the domain then says why). */
export function centsOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return Number.NaN;
  const cents = Math.round(value * 100);
  return cents / 100 === value ? cents : Number.NaN;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * Incoming rollovers (decision 0251): the request after the domain's rules, the plan administrator's signed letter of
 * acceptance filed in the library, the latest statement (a library document), the status history, and the received
 * money entered in the contribution ledger under Roll Overs.
 */
export class RolloverService {
  private readonly ledger: ContributionLedger;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly cipher: FieldCipher,
    private readonly clock: () => Date,
  ) {
    this.ledger = new ContributionLedger(db, clock);
  }

  /** Every rollover of the user, newest first, each with its history. */
  async list(userId: string): Promise<RolloverView[]> {
    const rows = await this.db
      .selectFrom('rollovers')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const histories = await this.histories(
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toRolloverView(r, histories.get(r.id) ?? []));
  }

  /** The user's rollover `id`. */
  async get(userId: string, id: string): Promise<RolloverView> {
    const row = await this.row(this.db, userId, id);
    return toRolloverView(row, (await this.histories(userId, [id])).get(id) ?? []);
  }

  /** Records a request after the domain's rules (Roth only into the plan's Roth rollover account). */
  async request(userId: string, agentId: string, body: Record<string, unknown>): Promise<RolloverView> {
    const now = this.clock();
    const profile = await participantProfile(this.db, this.cipher, userId);
    const roth = body.roth_amount === undefined || body.roth_amount === null ? 0 : centsOf(body.roth_amount);
    const input = {
      sourceKind: text(body.source_kind),
      provider: text(body.provider),
      amountCents: centsOf(body.amount),
      rothCents: roth,
      method: text(body.method),
      distributionDate: text(body.distribution_date) || undefined,
    };
    throwIfInvalid(rolloverErrors(input, { planAcceptsRoth: profile.plan.plan.rothRollover, today: today(now) }));
    const id = crypto.randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rollovers')
        .values({
          id,
          user_id: userId,
          source_kind: input.sourceKind,
          provider: input.provider,
          amount_cents: input.amountCents,
          roth_cents: roth,
          method: input.method,
          distribution_date: input.method === 'indirect' ? (input.distributionDate as string) : null,
          status: 'requested',
          statement_document_id: null,
          letter_document_id: null,
          letter_version_id: null,
          received_cents: null,
          received_date: null,
          contribution_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await this.event(trx, userId, id, 'requested', agentId, now, input.amountCents, null);
    });
    return this.get(userId, id);
  }

  /** The plan administrator signs the letter of acceptance: filed in the library, and the rollover is "letter sent". */
  async signLetter(
    userId: string,
    agentId: string,
    id: string,
    body: Record<string, unknown>,
    locale?: string,
  ): Promise<RolloverView> {
    throwIfInvalid({
      administrator_name: text(body.administrator_name) === '' ? ["The plan administrator's name is required"] : [],
      signature:
        body.signature === undefined || body.signature === null || body.signature === ''
          ? ["The plan administrator's signature is required"]
          : isPngSignature(body.signature)
            ? []
            : [SIGNATURE_PNG_MESSAGE],
    });
    const row = await this.row(this.db, userId, id);
    if (row.status !== 'requested') throw conflictError('letter_already_sent', LETTER_ALREADY_SENT);
    const now = this.clock();
    const date = now.toISOString().slice(0, 10);
    const profile = await participantProfile(this.db, this.cipher, userId);
    const bytes = await renderAcceptanceLetter(
      {
        plan: profile.plan,
        participantName: profile.participantName,
        provider: row.provider,
        sourceKind: row.source_kind,
        method: row.method,
        amountCents: Number(row.amount_cents),
        rothCents: Number(row.roth_cents),
        distributionDate: row.distribution_date,
        administrator: {
          name: text(body.administrator_name),
          title: text(body.administrator_title),
          signature: pngBytes(body.signature),
        },
        date,
      },
      { forbiddenDigits: profile.forbiddenDigits, createdAt: now, locale },
    );
    await withStagedPdf(this.blobs, bytes, (staged) =>
      this.db.transaction().execute(async (trx) => {
        const current = await this.row(trx, userId, id, true);
        if (current.status !== 'requested') throw conflictError('letter_already_sent', LETTER_ALREADY_SENT);
        const filed = await filePdf(trx, userId, staged, {
          folder: ROLLOVERS_FOLDER,
          fileName: letterFileName(row.provider, date),
          now,
        });
        await trx
          .updateTable('rollovers')
          .set({
            status: 'letter_sent',
            letter_document_id: filed.documentId,
            letter_version_id: filed.versionId,
            updated_at: now,
          })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute();
        await this.event(trx, userId, id, 'letter_sent', agentId, now, null, date);
      }),
    );
    return this.get(userId, id);
  }

  /** Attaches the latest statement of the sending account: one of the user's library documents (uploaded there). */
  async attachStatement(userId: string, id: string, body: Record<string, unknown>): Promise<RolloverView> {
    const documentId = text(body.document_id);
    throwIfInvalid({ document_id: documentId === '' ? ['Upload the latest statement of the account'] : [] });
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      await this.row(trx, userId, id, true);
      await lockCitedDocument(trx, userId, documentId);
      await trx
        .updateTable('rollovers')
        .set({ statement_document_id: documentId, updated_at: now })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    });
    return this.get(userId, id);
  }

  /**
   * Moves the rollover to its next status (funds expected, then received with the amount and the day); the received
   * money enters the contribution ledger under Roll Overs. The row lock makes each move happen once.
   */
  async moveStatus(userId: string, agentId: string, id: string, body: Record<string, unknown>): Promise<RolloverView> {
    const now = this.clock();
    const day = today(now);
    const amountCents = body.amount === undefined || body.amount === null ? undefined : centsOf(body.amount);
    const receivedDate = text(body.received_date);
    const moved = await this.db.transaction().execute(async (trx) => {
      const row = await this.row(trx, userId, id, true);
      const requestedOn = today(row.created_at instanceof Date ? row.created_at : new Date(row.created_at));
      throwIfInvalid(
        statusMoveErrors(
          row.status,
          { to: body.status, amountCents, receivedDate },
          { today: day, requestedOn, distributionDate: row.distribution_date ?? undefined },
        ),
      );
      if (body.status === 'received') throwIfInvalid(this.ledgerErrors(row, amountCents as number, receivedDate, day));
      // Nothing comes into a plan after its termination date (decision 0339), a rollover neither.
      const terminated = body.status === 'received' ? await planTerminationDate(trx, userId) : undefined;
      if (terminated !== undefined && isAfterTermination(receivedDate, terminated))
        throwIfInvalid({ received_date: [depositAfterTerminationMessage(terminated)] });
      const received = body.status === 'received';
      await trx
        .updateTable('rollovers')
        .set({
          status: body.status as string,
          received_cents: received ? (amountCents as number) : null,
          received_date: received ? receivedDate : null,
          updated_at: now,
        })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
      await this.event(
        trx,
        userId,
        id,
        body.status as string,
        agentId,
        now,
        received ? (amountCents as number) : null,
        received ? receivedDate : null,
      );
      return row;
    });
    if (body.status === 'received') {
      const entry = await this.ledger.record(userId, agentId, this.ledgerEntry(moved, amountCents as number, receivedDate));
      await this.db
        .updateTable('rollovers')
        .set({ contribution_id: entry.id })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    }
    return this.get(userId, id);
  }

  /** The contribution ledger's entry of the received money (Roll Overs, tax year of the day it arrived). */
  private ledgerEntry(row: Selectable<RolloversTable>, cents: number, receivedDate: string): Record<string, unknown> {
    return {
      source: 'Roll Overs',
      amount: cents / 100,
      deposit_date: receivedDate,
      tax_year: Number(receivedDate.slice(0, 4)),
      reference: `Rollover from ${row.provider}`.slice(0, 200),
    };
  }

  private ledgerErrors(row: Selectable<RolloversTable>, cents: number, receivedDate: string, day: CalendarDate): FieldErrors {
    const errors = contributionEntryErrors(this.ledgerEntry(row, cents, receivedDate), day);
    return { amount: errors.amount, received_date: [...(errors.deposit_date ?? []), ...(errors.tax_year ?? [])] };
  }

  private async histories(userId: string, ids: string[]): Promise<Map<string, RolloverEventView[]>> {
    const map = new Map<string, RolloverEventView[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return map;
    const rows = await this.db
      .selectFrom('rollover_events')
      .selectAll()
      .where('user_id', '=', userId)
      .where('rollover_id', 'in', ids)
      .orderBy('seq')
      .execute();
    for (const r of rows) map.get(r.rollover_id)?.push(toRolloverEventView(r));
    return map;
  }

  private async event(
    trx: Transaction<DB>,
    userId: string,
    rolloverId: string,
    status: string,
    agentId: string,
    at: Date,
    amountCents: number | null,
    onDate: string | null,
  ): Promise<void> {
    await trx
      .insertInto('rollover_events')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        rollover_id: rolloverId,
        status,
        amount_cents: amountCents,
        on_date: onDate,
        agent_id: agentId,
        at,
      })
      .execute();
  }

  private async row(db: Kysely<DB>, userId: string, id: string, lock = false): Promise<Selectable<RolloversTable>> {
    let query = db.selectFrom('rollovers').selectAll().where('user_id', '=', userId).where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFoundError(ROLLOVER_NOT_FOUND);
    return row;
  }
}

/** Whether `value` is a YYYY-MM-DD calendar date. */
export const isIsoDate = (value: unknown): boolean => parseIsoDate(value) !== undefined;
