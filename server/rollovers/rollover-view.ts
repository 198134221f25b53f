import type { Selectable } from 'kysely';
import { preTaxCents } from '@/domain/rollovers';
import { iso } from '../shared/service-errors';
import type { RolloversTable } from './rollovers-schema';

/** One status of a rollover's history. */
export interface RolloverEventView {
  status: string;
  amount: number | null;
  on_date: string | null;
  at: string;
}

/** A rollover as the API answers it (US dollars). */
export interface RolloverView {
  id: string;
  source_kind: string;
  provider: string;
  amount: number;
  pre_tax_amount: number;
  roth_amount: number;
  method: string;
  distribution_date: string | null;
  status: string;
  statement_document_id: string | null;
  letter_document_id: string | null;
  received_amount: number | null;
  received_date: string | null;
  contribution_id: string | null;
  history: RolloverEventView[];
  created_at: string;
}

/** A rollovers row and its history as the API answers them. */
export function toRolloverView(row: Selectable<RolloversTable>, history: RolloverEventView[]): RolloverView {
  const amount = Number(row.amount_cents);
  const roth = Number(row.roth_cents);
  return {
    id: row.id,
    source_kind: row.source_kind,
    provider: row.provider,
    amount: amount / 100,
    pre_tax_amount: preTaxCents(amount, roth) / 100,
    roth_amount: roth / 100,
    method: row.method,
    distribution_date: row.distribution_date,
    status: row.status,
    statement_document_id: row.statement_document_id,
    letter_document_id: row.letter_document_id,
    received_amount: row.received_cents === null ? null : Number(row.received_cents) / 100,
    received_date: row.received_date,
    contribution_id: row.contribution_id,
    history,
    created_at: iso(row.created_at),
  };
}
