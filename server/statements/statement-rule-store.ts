import type { Schema } from '@/adapters/http/wire';
import { isStatementKind, normalizeText, type StatementKind } from '@/domain/statements';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { iso } from '../shared/service-errors';
import { ledgerCandidates } from './ledger-match';
import { classByRules, ownerRules } from './statement-importer';
import type { StatementRulesTable } from './statements-schema';

/** A rule as the API answers it. */
export type RuleView = Schema<'StatementRule'>;

/** The API view of a rule row. */
export const toRuleView = (r: Selectable<StatementRulesTable>): RuleView => ({
  id: r.id,
  contains: r.contains,
  kind: r.kind as StatementKind,
  source: r.source,
  created_at: iso(r.created_at),
});

/** Saves the owner's rule and classifies by it the transactions no one classified yet. */
export async function insertRule(
  trx: Transaction<DB>,
  userId: string,
  agentId: string,
  rule: { contains: string; kind: StatementKind; source: string | null },
  now: Date,
): Promise<RuleView> {
  const row = await trx
    .insertInto('statement_rules')
    .values({ id: crypto.randomUUID(), user_id: userId, ...rule, agent_id: agentId, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await applyRules(trx, userId, now, normalizeText(rule.contains));
  return toRuleView(row);
}

/** Classifies by the owner's rules the transactions whose description contains `text` and that no one classified. */
export async function applyRules(trx: Transaction<DB>, userId: string, now: Date, text: string): Promise<void> {
  const rows = await trx
    .selectFrom('statement_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('classified_by', 'is', null), eb('classified_by', '=', 'built_in')]))
    .where('ledger_id', 'is', null)
    .where('ledger_origin', 'is', null)
    .execute();
  const affected = rows.filter((r) => normalizeText(r.description).includes(text));
  if (affected.length === 0) return;
  const rules = await ownerRules(trx, userId);
  const days = affected.map((r) => r.posted_on).sort();
  const pool = await ledgerCandidates(trx, userId, days[0], days[days.length - 1]);
  for (const r of affected) {
    const cls = classByRules(
      { description: r.description, amountCents: Number(r.amount_cents), postedOn: r.posted_on },
      rules,
      pool,
    );
    if (cls.classified_by !== 'rule' || !isStatementKind(cls.kind)) continue;
    await trx
      .updateTable('statement_transactions')
      .set({ ...cls, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', r.id)
      .execute();
  }
}
