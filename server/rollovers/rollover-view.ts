import type { Selectable } from 'kysely';
import type { Schema } from '@/adapters/http/wire';
import { preTaxCents } from '@/domain/rollovers';
import { iso } from '../shared/service-errors';
import type { RolloverEventsTable, RolloversTable } from './rollovers-schema';

/** A rollover as the API answers it (US dollars; docs/api/openapi.yaml). */
export type RolloverView = Schema<'Rollover'>;

/** One status of a rollover's history as the API answers it. */
export type RolloverEventView = RolloverView['history'][number];

// The service writes only the contract's codes into these columns (after the domain's rules).
const statusOf = (status: string): RolloverView['status'] => status as RolloverView['status'];

/** A rollover_events row as the API answers it. */
export function toRolloverEventView(row: Selectable<RolloverEventsTable>): RolloverEventView {
  return {
    status: statusOf(row.status),
    amount: row.amount_cents === null ? null : Number(row.amount_cents) / 100,
    on_date: row.on_date,
    at: iso(row.at),
  };
}

/** A rollovers row and its history as the API answers them. */
export function toRolloverView(row: Selectable<RolloversTable>, history: RolloverEventView[]): RolloverView {
  const amount = Number(row.amount_cents);
  const roth = Number(row.roth_cents);
  return {
    id: row.id,
    source_kind: row.source_kind as RolloverView['source_kind'],
    provider: row.provider,
    amount: amount / 100,
    pre_tax_amount: preTaxCents(amount, roth) / 100,
    roth_amount: roth / 100,
    method: row.method as RolloverView['method'],
    distribution_date: row.distribution_date,
    status: statusOf(row.status),
    statement_document_id: row.statement_document_id,
    letter_document_id: row.letter_document_id,
    received_amount: row.received_cents === null ? null : Number(row.received_cents) / 100,
    received_date: row.received_date,
    contribution_id: row.contribution_id,
    history,
    created_at: iso(row.created_at),
  };
}
