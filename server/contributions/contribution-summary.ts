import type { Schema } from '@/adapters/http/wire';
import type { Kysely } from 'kysely';
import { ageAtEndOfTaxYear, catchUpLimitCents, limitsFor } from '@/domain/contributions/contribution-limits';
import {
  CONTRIBUTION_SOURCES,
  contributionUsage,
  type ContributionSource,
  type LimitUse,
  type ParticipantYear,
  planHasRothOf,
  type YearContributions,
} from '@/domain/contributions/contribution-usage';
import { type ContributionWarning, remainingRoomCents, yearWarnings } from '@/domain/contributions/contribution-warnings';
import { lateDepositWarning } from '@/domain/contributions/deposit-deadline';
import { EXCESS_DEFERRAL_CORRECTION_KIND, excessDeferralCorrectionDeadline } from '@/domain/contributions/correction-tax-forms';
import { type ExcessDeferralFacts, excessDeferralCorrectedMessage } from '@/domain/contributions/excess-deferral-correction';
import {
  annualAdditionsCorrectedMessage,
  deferralsOverPayCents,
  excessAnnualAdditionsCents,
  excessAnnualAdditionsDeadline,
  type ExcessAnnualAdditionsFacts,
} from '@/domain/contributions/excess-annual-additions-correction';
import { compensationBasisFor, MAX_CALCULATOR_CENTS } from '@/domain/contributions/employer-contribution';
import { type PlanYearEnd, planYearEndOf } from '@/domain/contributions/plan-year';
import { formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { rothEmployerAllowed, rothEmployerCents } from './roth-employer';
import { throwIfInvalid } from '../shared/service-errors';

const dollars = (cents: number | string | bigint): number => Number(cents) / 100;
const limitUse = (u: LimitUse): Schema<'ContributionLimitUse'> => ({
  limit: dollars(u.limitCents),
  used: dollars(u.usedCents),
  remaining: dollars(u.remainingCents),
  excess: dollars(u.excessCents),
});

/** A participant's tax year against the limits, as the API answers it (US dollars). */
export interface ContributionSummary {
  tax_year: number;
  /** Age on December 31 of the tax year; null without a saved date of birth (then no catch-up is counted). */
  age: number | null;
  limits: { deferral: number; catch_up: number; annual_additions: number; compensation_cap: number } | null;
  other_employer_deferrals: number;
  compensation: number | null;
  /** FICA wages from the plan's sponsor in the year before (cents; the 414(v)(7) Roth catch-up test); null: not given. */
  prior_year_fica_wages_cents: number | null;
  sources: Array<{ source: ContributionSource; total: number; room: number | null }>;
  usage: {
    deferrals: Schema<'ContributionLimitUse'>;
    catch_up: Schema<'ContributionLimitUse'>;
    annual_additions: Schema<'ContributionLimitUse'>;
  } | null;
  warnings: WarningView[];
  /** The corrective distribution of the year's excess deferrals (decision 0299); null when none was requested. */
  excess_deferral_correction: ExcessDeferralCorrectionView | null;
  /** The correction of the year's excess annual additions (decision 0300); null when none stands. */
  excess_annual_additions_correction: AnnualAdditionsCorrectionView | null;
  /** Employer contributions of the year before held in the plan's unallocated account, counted for this year (cents). */
  held_from_prior_year_cents: number;
  /** The plan's Roth employer election and the year's Roth employer deposits (decision 0332). */
  roth_employer: NonNullable<Schema<'ContributionSummary'>['roth_employer']>;
}

/** A correction of excess annual additions as the summary answers it (cents; dates YYYY-MM-DD). */
export type AnnualAdditionsCorrectionView = Schema<'ExcessAnnualAdditionsCorrection'>;

/** A correction's amounts by contribution type: what it took out of the year (returned or held). */
interface CorrectionTaken {
  view: AnnualAdditionsCorrectionView;
  bySource: Partial<Record<ContributionSource, number>>;
}

/** A corrective distribution of excess deferrals as the summary answers it (cents; dates YYYY-MM-DD). */
export type ExcessDeferralCorrectionView = Schema<'ExcessDeferralCorrection'>;

/** A warning as the API answers it: the limit, the excess in dollars, the message; a late deposit names its entry. */
export type WarningView = Schema<'ContributionWarning'>;

/** What the plan setup tells about the business: entity type, plan year end, a Roth feature. */
interface PlanFacts {
  entityType: string | undefined;
  yearEnd: PlanYearEnd;
  planHasRoth: boolean | undefined;
}

/** The status of a correction's distribution that stands (the queries leave rejected ones out). */
function standingStatus(status: string): 'requested' | 'approved' | 'paid' {
  if (status === 'requested' || status === 'approved' || status === 'paid') return status;
  throw new Error(`A standing correction's distribution has the status ${status}`);
}

/** A domain warning as the API answers it. */
export function warningView(w: ContributionWarning, contributionId?: string): WarningView {
  return {
    limit: w.limit,
    excess: dollars(w.excessCents),
    message: w.message,
    ...(w.suggestedTaxYear === undefined ? {} : { suggested_tax_year: w.suggestedTaxYear }),
    ...(contributionId === undefined ? {} : { contribution_id: contributionId }),
  };
}

/** Totals by source against the IRS limits, room left and warnings, for a user and tax year. */
export class ContributionSummaries {
  constructor(private readonly db: Kysely<DB>) {}

  /** What a corrective distribution of the year's excess deferrals needs (decision 0299; cents). */
  async excessDeferralFacts(userId: string, taxYear: number): Promise<ExcessDeferralFacts> {
    const { limits, participant, contributions, bySource } = await this.load(userId, taxYear);
    const usage = limits ? contributionUsage(limits, participant, contributions) : undefined;
    const existing = await this.correctionOf(userId, taxYear);
    return {
      taxYear,
      excessCents: usage?.deferrals.excessCents ?? 0,
      preTaxDeferralCents: bySource['Deferral Pre-Tax'] ?? 0,
      rothDeferralCents: bySource['Deferral Roth'] ?? 0,
      ...(existing === null
        ? {}
        : {
            existing: {
              amountCents: existing.amount_cents,
              excessCents: existing.excess_cents,
              requestedOn: existing.requested_on,
            },
          }),
    };
  }

  /** What a correction of the year's excess annual additions needs (decision 0300; cents). */
  async annualAdditionsFacts(userId: string, taxYear: number): Promise<ExcessAnnualAdditionsFacts> {
    const { limits, participant, additions, taken } = await this.load(userId, taxYear);
    const excess = limits ? excessAnnualAdditionsCents(limits, participant, additions) : 0;
    const bySource = additions.bySource;
    return {
      taxYear,
      excessCents: excess,
      overPayCents: Math.min(excess, deferralsOverPayCents(participant, additions)),
      afterTaxCents: bySource['After Tax'] ?? 0,
      preTaxDeferralCents: bySource['Deferral Pre-Tax'] ?? 0,
      rothDeferralCents: bySource['Deferral Roth'] ?? 0,
      profitSharingCents: bySource['Profit Sharing'] ?? 0,
      matchCents: bySource['Employer Match'] ?? 0,
      ...(taken === null ? {} : { existing: { excessCents: taken.view.excess_cents, requestedOn: taken.view.requested_on } }),
    };
  }

  /** The year's correction of excess annual additions that stands (its distribution, if any, not rejected), or null. */
  async annualAdditionsCorrectionOf(userId: string, taxYear: number): Promise<CorrectionTaken | null> {
    const row = await this.db
      .selectFrom('annual_additions_corrections as c')
      .leftJoin('distributions as d', 'd.id', 'c.distribution_id')
      .select([
        'c.excess_cents',
        'c.returned_cents',
        'c.earnings_cents',
        'c.amount_cents',
        'c.held_profit_sharing_cents',
        'c.held_match_cents',
        'c.distribution_id',
        'c.created_at',
        'd.status',
        'd.after_tax_excess_cents',
        'd.roth_excess_cents',
      ])
      .where('c.user_id', '=', userId)
      .where('c.tax_year', '=', taxYear)
      .where((eb) => eb.or([eb('c.distribution_id', 'is', null), eb('d.status', '<>', 'rejected')]))
      .orderBy('c.created_at')
      .executeTakeFirst();
    if (!row) return null;
    const returned = Number(row.returned_cents);
    const afterTax = Number(row.after_tax_excess_cents ?? 0);
    const roth = Number(row.roth_excess_cents ?? 0);
    const heldProfitSharing = Number(row.held_profit_sharing_cents);
    const heldMatch = Number(row.held_match_cents);
    return {
      view: {
        tax_year: taxYear,
        excess_cents: Number(row.excess_cents),
        returned_cents: returned,
        earnings_cents: Number(row.earnings_cents),
        amount_cents: Number(row.amount_cents),
        held_cents: heldProfitSharing + heldMatch,
        distribution_id: row.distribution_id,
        status: row.status === null || row.status === undefined ? null : standingStatus(row.status),
        requested_on: new Date(row.created_at).toISOString().slice(0, 10),
        deadline: formatIsoDate(excessAnnualAdditionsDeadline(taxYear)),
      },
      bySource: {
        'After Tax': afterTax,
        'Deferral Pre-Tax': returned - afterTax - roth,
        'Deferral Roth': roth,
        'Profit Sharing': heldProfitSharing,
        'Employer Match': heldMatch,
      },
    };
  }

  /** The year's corrective distribution of excess deferrals that stands (not rejected), or null. */
  async correctionOf(userId: string, taxYear: number): Promise<ExcessDeferralCorrectionView | null> {
    const row = await this.db
      .selectFrom('distributions')
      .select(['id', 'amount_cents', 'excess_cents', 'earnings_cents', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', EXCESS_DEFERRAL_CORRECTION_KIND)
      .where('deferral_year', '=', taxYear)
      .where('status', '<>', 'rejected')
      .orderBy('created_at')
      .executeTakeFirst();
    if (!row) return null;
    return {
      distribution_id: row.id,
      tax_year: taxYear,
      excess_cents: Number(row.excess_cents ?? 0),
      earnings_cents: Number(row.earnings_cents ?? 0),
      amount_cents: Number(row.amount_cents ?? 0),
      status: standingStatus(row.status),
      requested_on: new Date(row.created_at).toISOString().slice(0, 10),
      deadline: formatIsoDate(excessDeferralCorrectionDeadline(taxYear)),
    };
  }

  /** The summary of the user's tax year. */
  async summary(userId: string, taxYear: number): Promise<ContributionSummary> {
    const {
      rows,
      plan,
      bySource,
      contributions,
      additions,
      compensationCents,
      age,
      limits,
      ficaCents,
      participant,
      taken,
      heldFromPrior,
    } = await this.load(userId, taxYear);
    // A deposit counted for the year before its deposit day after that year's deadline (IRC 404(a)(6)), per entry.
    const late = rows.flatMap((row) => {
      const entry = { source: row.source as ContributionSource, depositDate: row.deposit_date, taxYear };
      const warning = lateDepositWarning(plan.entityType, entry, plan.yearEnd);
      return warning === undefined ? [] : [warningView(warning, row.id)];
    });
    const usage = limits ? contributionUsage(limits, participant, contributions) : undefined;
    const additionsUsage = limits ? contributionUsage(limits, participant, additions) : undefined;
    const [correction, rothEmployer] = await Promise.all([
      this.correctionOf(userId, taxYear),
      this.rothEmployer(userId, taxYear),
    ]);
    const correctable = Math.min(
      usage?.deferrals.excessCents ?? 0,
      (bySource['Deferral Pre-Tax'] ?? 0) + (bySource['Deferral Roth'] ?? 0),
    );
    // The 415(c) and pay warnings offer the correction under EPCRS (decision 0300); once it stands, what it took out
    // of the year is out of the totals (so the warnings are gone) and one warning says what was done.
    const annualDeadline = formatIsoDate(excessAnnualAdditionsDeadline(taxYear));
    const annualExcess = limits && taken === null ? excessAnnualAdditionsCents(limits, participant, additions) : 0;
    const annualWarnings: WarningView[] =
      taken === null
        ? []
        : [
            {
              limit: 'annualAdditions',
              excess: dollars(taken.view.excess_cents),
              message: annualAdditionsCorrectedMessage(taxYear, {
                excessCents: taken.view.excess_cents,
                returnedCents: taken.view.returned_cents,
                earningsCents: taken.view.earnings_cents,
                amountCents: taken.view.amount_cents,
                heldCents: taken.view.held_cents,
                requestedOn: taken.view.requested_on,
              }),
              corrected: true,
              correctable_cents: 0,
              correction_deadline: annualDeadline,
            },
          ];
    // The 402(g) warning offers the corrective distribution, or says it was corrected (decision 0299).
    // 402(g) on every deferral; the other limits on the annual additions, which leave out excess deferrals corrected.
    const isDeferralWarning = (w: ContributionWarning): boolean => w.limit === 'deferrals' || w.limit === 'limitsNotPublished';
    const limitWarnings = [
      ...yearWarnings(taxYear, participant, contributions).filter(isDeferralWarning),
      ...yearWarnings(taxYear, participant, additions).filter((w) => !isDeferralWarning(w)),
    ].map((w) => {
      const view = warningView(w);
      if (w.limit === 'annualAdditions' || w.limit === 'compensation')
        return { ...view, corrected: false, correctable_cents: annualExcess, correction_deadline: annualDeadline };
      if (w.limit !== 'deferrals') return view;
      const deadline = formatIsoDate(excessDeferralCorrectionDeadline(taxYear));
      if (correction === null)
        return { ...view, corrected: false, correctable_cents: correctable, correction_deadline: deadline };
      return {
        ...view,
        message: excessDeferralCorrectedMessage(taxYear, {
          excessCents: correction.excess_cents,
          earningsCents: correction.earnings_cents,
          amountCents: correction.amount_cents,
          requestedOn: correction.requested_on,
        }),
        corrected: true,
        correctable_cents: 0,
        correction_deadline: deadline,
      };
    });
    return {
      tax_year: taxYear,
      age,
      limits: limits
        ? {
            deferral: dollars(limits.deferralCents),
            catch_up: dollars(catchUpLimitCents(limits, participant.age)),
            annual_additions: dollars(limits.annualAdditionsCents),
            compensation_cap: dollars(limits.compensationCapCents),
          }
        : null,
      other_employer_deferrals: dollars(contributions.otherEmployerDeferralCents),
      compensation: compensationCents === undefined ? null : dollars(compensationCents),
      prior_year_fica_wages_cents: ficaCents ?? null,
      sources: CONTRIBUTION_SOURCES.map((source) => {
        const room = limits ? remainingRoomCents(limits, participant, contributions, source) : undefined;
        return { source, total: dollars(bySource[source] ?? 0), room: room === undefined ? null : dollars(room) };
      }),
      usage: usage
        ? {
            deferrals: limitUse(usage.deferrals),
            catch_up: limitUse(usage.catchUp),
            annual_additions: limitUse((additionsUsage ?? usage).annualAdditions),
          }
        : null,
      warnings: [...annualWarnings, ...limitWarnings, ...late],
      excess_deferral_correction: correction,
      excess_annual_additions_correction: taken?.view ?? null,
      held_from_prior_year_cents: heldFromPrior,
      roth_employer: rothEmployer,
    };
  }

  /**
   * The plan's Roth employer election and the Roth-designated employer deposits made in the calendar year `year`,
   * which are the participant's taxable income of that year (Notice 2024-2; decision 0332).
   */
  private async rothEmployer(userId: string, year: number): Promise<{ allowed: boolean; allocated_cents: number }> {
    const [allowed, cents] = await Promise.all([rothEmployerAllowed(this.db, userId), rothEmployerCents(this.db, userId, year)]);
    return { allowed, allocated_cents: cents };
  }

  /** The year's entries, saved facts and the participant as the limit rules take them. */
  private async load(userId: string, taxYear: number) {
    const [rows, year, dateOfBirth, plan] = await Promise.all([
      this.db
        .selectFrom('contributions')
        .select(['id', 'source', 'amount_cents', 'deposit_date'])
        .where('user_id', '=', userId)
        .where('tax_year', '=', taxYear)
        .execute(),
      this.db
        .selectFrom('contribution_years')
        .selectAll()
        .where('user_id', '=', userId)
        .where('tax_year', '=', taxYear)
        .executeTakeFirst(),
      this.dateOfBirth(userId),
      this.planFacts(userId),
    ]);
    const bySource: Partial<Record<ContributionSource, number>> = {};
    for (const row of rows) {
      const source = row.source as ContributionSource;
      bySource[source] = (bySource[source] ?? 0) + Number(row.amount_cents);
    }
    // A correction of excess annual additions takes what it returned or held out of its year; the employer money held
    // in the unallocated account counts as the next year's employer contributions (decision 0300).
    const [taken, prior] = await Promise.all([
      this.annualAdditionsCorrectionOf(userId, taxYear),
      this.annualAdditionsCorrectionOf(userId, taxYear - 1),
    ]);
    for (const [source, cents] of Object.entries(taken?.bySource ?? {}))
      bySource[source as ContributionSource] = (bySource[source as ContributionSource] ?? 0) - (cents ?? 0);
    const heldFromPrior = (prior?.bySource['Profit Sharing'] ?? 0) + (prior?.bySource['Employer Match'] ?? 0);
    // Excess deferrals distributed by a corrective distribution are not annual additions (Treas. Reg.
    // 1.415(c)-1(b)(1)(ii)): the 415(c) and pay checks leave a standing 402(g) correction's excess out.
    const excessDeferrals = await this.db
      .selectFrom('distributions')
      .select(['excess_cents', 'roth_excess_cents'])
      .where('user_id', '=', userId)
      .where('kind', '=', EXCESS_DEFERRAL_CORRECTION_KIND)
      .where('deferral_year', '=', taxYear)
      .where('status', '<>', 'rejected')
      .executeTakeFirst();
    for (const source of ['Profit Sharing', 'Employer Match'] as const)
      if ((prior?.bySource[source] ?? 0) > 0) bySource[source] = (bySource[source] ?? 0) + (prior?.bySource[source] ?? 0);
    const contributions: YearContributions = {
      bySource,
      otherEmployerDeferralCents: year ? Number(year.other_employer_deferral_cents) : 0,
    };
    const rothExcess = Number(excessDeferrals?.roth_excess_cents ?? 0);
    const preTaxExcess = Number(excessDeferrals?.excess_cents ?? 0) - rothExcess;
    const additions: YearContributions = {
      ...contributions,
      bySource: {
        ...bySource,
        'Deferral Pre-Tax': (bySource['Deferral Pre-Tax'] ?? 0) - preTaxExcess,
        'Deferral Roth': (bySource['Deferral Roth'] ?? 0) - rothExcess,
      },
    };
    const compensationCents = year?.compensation_cents == null ? undefined : Number(year.compensation_cents);
    const age = dateOfBirth === undefined ? null : ageAtEndOfTaxYear(dateOfBirth, taxYear);
    const limits = limitsFor(taxYear);
    const ficaCents = year?.prior_year_fica_wages_cents == null ? undefined : Number(year.prior_year_fica_wages_cents);
    const participant: ParticipantYear = {
      age: age ?? 0,
      compensationCents: compensationCents === undefined ? undefined : Math.min(compensationCents, MAX_CALCULATOR_CENTS),
      compensationBasis: plan.entityType === undefined ? undefined : compensationBasisFor(plan.entityType),
      priorYearFicaWagesCents: ficaCents,
      planHasRoth: plan.planHasRoth,
    };
    return {
      rows,
      plan,
      bySource,
      contributions,
      additions,
      compensationCents,
      age,
      limits,
      ficaCents,
      participant,
      taken,
      heldFromPrior,
    };
  }

  /**
   * Saves what the participant enters for a tax year: other employers' deferrals, compensation and the year before's
   * FICA wages from the business (cents; null: unknown). A field left out keeps its saved value for the wages.
   */
  async saveYear(userId: string, taxYear: number, body: Record<string, unknown>, now: Date): Promise<void> {
    const other = body.other_employer_deferrals ?? 0;
    const compensation = body.compensation ?? null;
    const wagesGiven = 'prior_year_fica_wages_cents' in body;
    const wages = body.prior_year_fica_wages_cents ?? null;
    throwIfInvalid({
      other_employer_deferrals: amountErrors(other, 'Deferrals to other employers'),
      compensation: compensation === null ? [] : amountErrors(compensation, 'Compensation'),
      prior_year_fica_wages_cents: wages === null ? [] : centsErrors(wages, `FICA wages for ${taxYear - 1}`),
    });
    const values = {
      other_employer_deferral_cents: Math.round((other as number) * 100),
      compensation_cents: compensation === null ? null : Math.round((compensation as number) * 100),
      ...(wagesGiven ? { prior_year_fica_wages_cents: wages as number | null } : {}),
      updated_at: now,
    };
    await this.db
      .insertInto('contribution_years')
      .values({ user_id: userId, tax_year: taxYear, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'tax_year']).doUpdateSet(values))
      .execute();
  }

  private async planFacts(userId: string): Promise<PlanFacts> {
    const rows = await this.db
      .selectFrom('step_data')
      .select(['step_key', 'values'])
      .where('user_id', '=', userId)
      .where('flow', '=', 'checkout')
      .where('step_key', 'in', ['employerDetails', 'planDetails'])
      .execute();
    const values = (key: string): Record<string, unknown> =>
      (rows.find((r) => r.step_key === key)?.values as Record<string, unknown> | undefined) ?? {};
    const employer = values('employerDetails');
    const entity = employer.entity_type;
    return {
      entityType: typeof entity === 'string' && entity !== '' ? entity : undefined,
      yearEnd: planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date),
      planHasRoth: planHasRothOf(values('planDetails').contribution_types),
    };
  }

  private async dateOfBirth(userId: string): Promise<ReturnType<typeof parseIsoDate>> {
    const row = await this.db
      .selectFrom('step_data')
      .select('values')
      .where('user_id', '=', userId)
      .where('flow', '=', 'checkout')
      .where('step_key', '=', 'personalDetails')
      .executeTakeFirst();
    return parseIsoDate((row?.values as Record<string, unknown> | undefined)?.DOB);
  }
}

/** Messages for an amount that may be zero (dollars, at most 2 decimals, at most $1,000,000,000). */
function amountErrors(value: unknown, label: string): string[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${label} must be a number`];
  if (value < 0) return [`${label} cannot be negative`];
  if (value > 1_000_000_000) return [`${label} must be at most $1,000,000,000.00`];
  if (Math.round(value * 100) / 100 !== value) return [`${label} must have at most 2 decimal places`];
  return [];
}

/** Messages for an amount in whole cents that may be zero (at most $1,000,000,000). */
function centsErrors(value: unknown, label: string): string[] {
  if (typeof value !== 'number' || !Number.isInteger(value)) return [`${label} must be whole cents`];
  if (value < 0) return [`${label} cannot be negative`];
  if (value > MAX_CALCULATOR_CENTS) return [`${label} must be at most $1,000,000,000.00`];
  return [];
}
