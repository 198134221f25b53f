import type { Kysely } from 'kysely';
import {
  EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND,
  excessAnnualAdditionsCorrection,
} from '@/domain/contributions/excess-annual-additions-correction';
import { withholdingErrors, withholdingRule } from '@/domain/distributions/withholding';
import { type CalendarDate, utcToday } from '@/domain/shared/calendar-date';
import { assertDistributionCovered, lockParticipant } from '../balances/participant-holdings';
import { type ContributionSummary, ContributionSummaries } from '../contributions/contribution-summary';
import type { DB } from '../db/schema';
import { ValidationError } from '../http/errors';
import { throwIfInvalid } from '../shared/service-errors';
import type { Distribution, DistributionService } from './distribution-service';
import { insertCorrectiveDistribution } from './excess-deferral-corrections';

/** What POST /excess-annual-additions-corrections answers: the distribution (null when nothing is returned) and the summary. */
export interface ExcessAnnualAdditionsCorrectionResult {
  distribution: Distribution | null;
  summary: ContributionSummary;
}

/**
 * The correction of a year's excess annual additions under EPCRS (IRC 415(c), Rev. Proc. 2021-30; decision 0300),
 * offered from the contributions warnings: checked and written under the participant's lock (decision 0288), once per
 * user and year while it stands. The contributions returned go out through a distribution (code E) that support then
 * pays; the employer money is held in the plan's unallocated account and counts for the next year.
 */
export class ExcessAnnualAdditionsCorrections {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly distributions: DistributionService,
    private readonly clock: () => Date,
  ) {}

  async request(userId: string, agentId: string, body: Record<string, unknown>): Promise<ExcessAnnualAdditionsCorrectionResult> {
    const taxYear = body.tax_year as number;
    // Not an eligible rollover distribution (1099-R instructions, EPCRS): the kind's rule, 10% by default.
    const percent = body.withholding_percent ?? withholdingRule(EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND).defaultPercent;
    throwIfInvalid({
      withholding_percent: withholdingErrors(
        EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND,
        typeof percent === 'number' ? percent : undefined,
      ),
    });
    const now = this.clock();
    const distributionId = await this.db.transaction().execute(async (trx) => {
      await lockParticipant(trx, userId);
      const facts = await new ContributionSummaries(trx).annualAdditionsFacts(userId, taxYear);
      const outcome = excessAnnualAdditionsCorrection(facts, body.earnings_cents, utcToday(now) as CalendarDate);
      if (!outcome.ok) throw new ValidationError({ [outcome.field]: [outcome.message] });
      const plan = outcome.plan;
      let id: string | null = null;
      if (plan.amountCents > 0) {
        const sources = [
          ...(plan.preTaxCents > 0 ? ['pre_tax'] : []),
          ...(plan.rothCents > 0 ? ['roth'] : []),
          ...(plan.afterTaxCents > 0 ? ['after_tax'] : []),
        ];
        await assertDistributionCovered(trx, userId, now, plan.amountCents, sources);
        id = await insertCorrectiveDistribution(trx, {
          userId,
          agentId,
          now,
          kind: EXCESS_ANNUAL_ADDITIONS_CORRECTION_KIND,
          description: `Corrective distribution of ${taxYear} excess annual additions (IRC 415(c), EPCRS)`,
          amountCents: plan.amountCents,
          sources,
          withholdingPercent: percent as number,
          parts: {
            deferral_year: taxYear,
            excess_cents: plan.returnedCents,
            roth_excess_cents: plan.rothCents,
            earnings_cents: plan.earningsCents,
            roth_cents: plan.rothGrossCents,
            after_tax_excess_cents: plan.afterTaxCents,
            after_tax_cents: plan.afterTaxGrossCents,
          },
        });
      }
      await trx
        .insertInto('annual_additions_corrections')
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          tax_year: taxYear,
          excess_cents: plan.excessCents,
          returned_cents: plan.returnedCents,
          earnings_cents: plan.earningsCents,
          amount_cents: plan.amountCents,
          held_profit_sharing_cents: plan.heldProfitSharingCents,
          held_match_cents: plan.heldMatchCents,
          distribution_id: id,
          agent_id: agentId,
          created_at: now,
        })
        .execute();
      return id;
    });
    return {
      distribution: distributionId === null ? null : await this.distributions.get(userId, distributionId),
      summary: await new ContributionSummaries(this.db).summary(userId, taxYear),
    };
  }
}
