import type { Schema } from '@/adapters/http/wire';
import { yearEndValuesCheck } from '../assets/year-end-values';
import type { Kysely } from 'kysely';
import {
  extensionRecordErrors,
  filingRecordErrors,
  type FilingMethod,
  lateFiling,
  latePenaltyRate,
} from '@/domain/contributions/form-5500-ez-filing';
import { filingDeadlines, filingReminders, filingRequirement } from '@/domain/contributions/form-5500-ez-schedule';
import { planYearBounds } from '@/domain/contributions/plan-year';
import { type CalendarDate, formatIsoDate, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { DB } from '../db/schema';
import { throwIfInvalid } from '../shared/service-errors';
import { filedYearlyDocument } from './form-5500-ez-document';
import { planAssetsOnDay } from './plan-assets';
import { planYearEndFor } from './plan-year-end';
import { dollarsToCents, MAX_DOLLARS } from '@/domain/money';
import { statementCheck } from '../statements/statement-reconciliation';

/** Whether a plan year's Form 5500-EZ is required and when it is due, as the API answers it (US dollars, ISO dates). */
export type Form5500EzStatus = Schema<'Form5500EzStatus'>;

/** Form 5500-EZ per plan year: required or not (decision 0120), due dates and reminder days; the plan's year end (0230). */
export class Form5500EzStatuses {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** The status of the user's plan year (named by the calendar year it begins in). */
  async status(userId: string, planYear: number): Promise<Form5500EzStatus> {
    // Every asset held at the year end needs its value with evidence before the return is prepared (decision 0338).
    const yearEndValues = await yearEndValuesCheck(this.db, userId, planYear);
    const bounds = planYearBounds(planYear, await planYearEndFor(this.db, userId));
    const end = bounds.end;
    const [assets, document, declared, statements] = await Promise.all([
      planAssetsOnDay(this.db, userId, formatIsoDate(end)),
      filedYearlyDocument(this.db, userId, planYear),
      this.db
        .selectFrom('form_5500_ez_years')
        .selectAll()
        .where('user_id', '=', userId)
        .where('plan_year', '=', planYear)
        .executeTakeFirst(),
      // The trust account's statements of the year, when imported, must reconcile before the return (decision 0333).
      statementCheck(this.db, userId, planYear, this.clock()),
    ]);
    const otherCents = declared ? Number(declared.other_plans_assets_cents) : 0;
    const finalPlanYear = declared?.final_plan_year ?? false;
    const allPlansCents = assets.totalCents + otherCents;
    const requirement = filingRequirement({ yearEndAssetsAllPlansCents: allPlansCents, finalPlanYear });
    const extensionOn = declared?.extension_filed_on ?? null;
    const deadlines = filingDeadlines(end, extensionOn !== null);
    const inForce = parseIsoDate(deadlines.inForce.date) as CalendarDate;
    const filed = declared?.filed_on != null;
    const late = requirement.required && !filed ? lateFiling(inForce, utcToday(this.clock()) as CalendarDate) : undefined;
    const rate = latePenaltyRate(inForce);
    return {
      plan_year: planYear,
      plan_year_start: formatIsoDate(bounds.start),
      plan_year_end: formatIsoDate(end),
      year_end_values: yearEndValues,
      plan_assets: assets.totalCents / 100,
      plan_assets_cents: assets.totalCents,
      participant_accounts_cents: assets.accountsCents,
      participant_loans_cents: assets.loansCents,
      participants: assets.participants,
      other_plans_assets: otherCents / 100,
      other_plans_assets_cents: otherCents,
      all_plans_assets_cents: allPlansCents,
      final_plan_year: finalPlanYear,
      required: requirement.required,
      reason: requirement.reason,
      due_date: deadlines.due.date,
      statutory_due_date: deadlines.due.statutory,
      due_date_note: deadlines.due.note,
      extended_due_date: deadlines.extended.date,
      statutory_extended_due_date: deadlines.extended.statutory,
      extended_due_date_note: deadlines.extended.note,
      extension: { filed: extensionOn !== null, filed_on: extensionOn },
      filing_deadline: deadlines.inForce.date,
      reminders: filingReminders(inForce).map((r) => ({ days_before: r.daysBefore, date: formatIsoDate(r.date) })),
      filing: {
        filed,
        filed_on: declared?.filed_on ?? null,
        method: (declared?.filing_method ?? null) as FilingMethod | null,
        confirmation: declared?.confirmation ?? null,
      },
      document: document ?? null,
      past_due: late !== undefined,
      days_late: late?.daysLate ?? 0,
      max_penalty: (late?.maxPenaltyCents ?? 0) / 100,
      max_penalty_cents: late?.maxPenaltyCents ?? 0,
      penalty_per_day_cents: rate.perDayCents,
      penalty_cap_cents: rate.capCents,
      ...(statements ? { statements } : {}),
    };
  }

  /** Saves what the owner declares for the plan year: `{ other_plans_assets, final_plan_year }`. */
  async save(userId: string, planYear: number, body: Record<string, unknown>, now: Date): Promise<void> {
    const other = body.other_plans_assets ?? 0;
    const final = body.final_plan_year ?? false;
    throwIfInvalid({
      other_plans_assets:
        typeof other !== 'number' || !Number.isFinite(other)
          ? ['Assets of your other one-participant plans must be a number']
          : other < 0
            ? ['Assets of your other one-participant plans cannot be negative']
            : other > MAX_DOLLARS || Math.round(other * 100) / 100 !== other
              ? ['Assets of your other one-participant plans must be an amount in dollars, like 1,250.00']
              : [],
      final_plan_year: typeof final === 'boolean' ? [] : ['Final plan year must be yes or no'],
    });
    const values = {
      other_plans_assets_cents: dollarsToCents(other as number),
      final_plan_year: final as boolean,
      updated_at: now,
    };
    await this.db
      .insertInto('form_5500_ez_years')
      .values({ user_id: userId, plan_year: planYear, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'plan_year']).doUpdateSet(values))
      .execute();
  }

  /** Records whether and how the plan year's return was filed: `{ filed, filed_on, method, confirmation }`. */
  async saveFiling(userId: string, planYear: number, body: Record<string, unknown>): Promise<void> {
    const now = this.clock();
    const bounds = planYearBounds(planYear, await planYearEndFor(this.db, userId));
    throwIfInvalid(filingRecordErrors(body, utcToday(now) as CalendarDate, bounds.start));
    const filed = body.filed === true;
    const confirmation =
      typeof body.confirmation === 'string' && body.confirmation.trim() !== '' ? body.confirmation.trim() : null;
    const values = {
      filed_on: filed ? (body.filed_on as string) : null,
      filing_method: filed ? (body.method as string) : null,
      confirmation: filed ? confirmation : null,
      updated_at: now,
    };
    await this.db
      .insertInto('form_5500_ez_years')
      .values({ user_id: userId, plan_year: planYear, other_plans_assets_cents: 0, final_plan_year: false, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'plan_year']).doUpdateSet(values))
      .execute();
  }

  /**
   * Records the plan year's Form 5558 (decision 0275): `{ filed, filed_on }`, filed on or before the return's due day;
   * lateness and the penalty then count from the extended due day. `{ filed: false }` removes the record.
   */
  async saveExtension(userId: string, planYear: number, body: Record<string, unknown>): Promise<void> {
    const now = this.clock();
    const bounds = planYearBounds(planYear, await planYearEndFor(this.db, userId));
    const dueDay = parseIsoDate(filingDeadlines(bounds.end, false).due.date) as CalendarDate;
    throwIfInvalid(extensionRecordErrors(body, utcToday(now) as CalendarDate, bounds.start, dueDay));
    const values = { extension_filed_on: body.filed === true ? (body.filed_on as string) : null, updated_at: now };
    await this.db
      .insertInto('form_5500_ez_years')
      .values({ user_id: userId, plan_year: planYear, other_plans_assets_cents: 0, final_plan_year: false, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'plan_year']).doUpdateSet(values))
      .execute();
  }
}
