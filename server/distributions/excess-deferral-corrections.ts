import type { Kysely, Transaction } from 'kysely';
import { EXCESS_DEFERRAL_CORRECTION_KIND } from '@/domain/contributions/correction-tax-forms';
import { excessDeferralCorrection } from '@/domain/contributions/excess-deferral-correction';
import { withholdingErrors, withholdingRule } from '@/domain/distributions/withholding';
import { utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import { assertDistributionCovered, lockParticipant } from '../balances/participant-holdings';
import { type ContributionSummary, ContributionSummaries } from '../contributions/contribution-summary';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';
import { throwIfInvalid } from '../shared/service-errors';
import { type Distribution, type DistributionService, recordDistributionEvent } from './distribution-service';

/** What POST /excess-deferral-corrections answers: the distribution and the year's summary, its warning now corrected. */
export interface ExcessDeferralCorrectionResult {
  distribution: Distribution;
  summary: ContributionSummary;
}

/**
 * The corrective distribution of a year's excess deferrals (IRC 402(g)(2), Treas. Reg. 1.402(g)-1(e); decision 0299),
 * offered from the contributions warning: checked and written under the participant's lock (decision 0288), once per
 * user and deferral year (a partial unique index holds it too), stored as a distribution the support user then pays.
 */
export class ExcessDeferralCorrections {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly distributions: DistributionService,
    private readonly clock: () => Date,
  ) {}

  async request(userId: string, agentId: string, body: Record<string, unknown>): Promise<ExcessDeferralCorrectionResult> {
    const taxYear = body.tax_year as number;
    // Not an eligible rollover distribution (Treas. Reg. 1.402(c)-2 Q&A-4): the domain's rule for the kind, 10% by default.
    const percent = body.withholding_percent ?? withholdingRule(EXCESS_DEFERRAL_CORRECTION_KIND).defaultPercent;
    throwIfInvalid({
      withholding_percent: withholdingErrors(EXCESS_DEFERRAL_CORRECTION_KIND, typeof percent === 'number' ? percent : undefined),
    });
    const now = this.clock();
    const id = await this.db.transaction().execute(async (trx) => {
      await lockParticipant(trx, userId);
      const facts = await new ContributionSummaries(trx).excessDeferralFacts(userId, taxYear);
      const outcome = excessDeferralCorrection(facts, body.earnings_cents, utcToday(now) as CalendarDate);
      if (!outcome.ok) throw new ValidationError({ [outcome.field]: [outcome.message] });
      const plan = outcome.plan;
      const sources = [...(plan.preTaxExcessCents > 0 ? ['pre_tax'] : []), ...(plan.rothExcessCents > 0 ? ['roth'] : [])];
      await assertDistributionCovered(trx, userId, now, plan.amountCents, sources);
      return insertCorrectiveDistribution(trx, {
        userId,
        agentId,
        now,
        kind: EXCESS_DEFERRAL_CORRECTION_KIND,
        description: `Corrective distribution of ${taxYear} excess deferrals (IRC 402(g))`,
        amountCents: plan.amountCents,
        sources,
        withholdingPercent: percent as number,
        parts: {
          deferral_year: taxYear,
          excess_cents: plan.excessCents,
          roth_excess_cents: plan.rothExcessCents,
          earnings_cents: plan.earningsCents,
          roth_cents: plan.rothCents,
        },
      });
    });
    return {
      distribution: await this.distributions.get(userId, id),
      summary: await new ContributionSummaries(this.db).summary(userId, taxYear),
    };
  }
}

/** A corrective distribution to write: what every distribution row has, and the correction's own columns. */
export interface CorrectiveDistribution {
  userId: string;
  agentId: string;
  now: Date;
  kind: string;
  description: string;
  amountCents: number;
  sources: readonly string[];
  withholdingPercent: number;
  parts: {
    deferral_year: number;
    excess_cents: number;
    roth_excess_cents: number;
    earnings_cents: number;
    roth_cents: number;
    after_tax_excess_cents?: number;
    after_tax_cents?: number;
  };
}

/**
 * Writes a corrective distribution (decisions 0299, 0300): requested, paid by check, with its 'requested' event; the
 * caller holds the participant's lock and has checked the accounts. Answers its id.
 */
export async function insertCorrectiveDistribution(trx: Transaction<DB>, d: CorrectiveDistribution): Promise<string> {
  const row = await trx
    .insertInto('distributions')
    .values({
      id: crypto.randomUUID(),
      user_id: d.userId,
      kind: d.kind,
      description: d.description,
      amount_cents: d.amountCents,
      sources: d.sources.join(','),
      payment_method: 'check',
      withholding_percent: d.withholdingPercent,
      hardship_reason: null,
      need_cents: null,
      spouse_consent: false,
      document_id: null,
      signature: null,
      status: 'requested',
      created_at: d.now,
      updated_at: d.now,
      ...d.parts,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordDistributionEvent(trx, {
    userId: d.userId,
    distributionId: row.id,
    status: 'requested',
    reason: null,
    amountCents: d.amountCents,
    agentId: d.agentId,
    at: d.now,
  });
  return row.id;
}
