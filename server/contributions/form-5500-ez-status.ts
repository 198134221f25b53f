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
import { type Form5500EzDocument, filedYearlyDocument } from './form-5500-ez-document';
import { planAssetsOnDay } from './plan-assets';
import { planYearEndFor } from './plan-year-end';
import { dollarsToCents, MAX_DOLLARS } from '@/domain/money';

/** Whether a plan year's Form 5500-EZ is required and when it is due, as the API answers it (US dollars, ISO dates). */
export interface Form5500EzStatus {
  plan_year: number;
  /** First and last day of the plan year (decision 0230: the employer's tax year from the employer details). */
  plan_year_start: string;
  plan_year_end: string;
  /** The plan's total assets on the last day of the plan year (decision 0275), in dollars and in cents. */
  plan_assets: number;
  plan_assets_cents: number;
  /** What the total is made of: every participant's account, and the participant loans outstanding (cents). */
  participant_accounts_cents: number;
  participant_loans_cents: number;
  /** Participants at the end of the plan year: the owner and everyone who had joined (the accounts counted). */
  participants: number;
  other_plans_assets: number;
  other_plans_assets_cents: number;
  /** This plan's total and the other one-participant plans' assets: what the $250,000 test is on (cents). */
  all_plans_assets_cents: number;
  final_plan_year: boolean;
  required: boolean;
  reason: 'assets' | 'finalYear' | 'none';
  /** The due day (IRC 7503: a weekend or legal holiday moves it to the next business day), the rule's date, the note. */
  due_date: string;
  statutory_due_date: string;
  due_date_note: string | null;
  /** The same for the due date Form 5558 extends it to. */
  extended_due_date: string;
  statutory_extended_due_date: string;
  extended_due_date_note: string | null;
  /** The Form 5558 the owner recorded (decision 0275). */
  extension: { filed: boolean; filed_on: string | null };
  /** The due day in force: the extended one once a Form 5558 is recorded, else the due one. */
  filing_deadline: string;
  reminders: Array<{ days_before: number; date: string }>;
  /** What the owner recorded (decision 0231). */
  filing: { filed: boolean; filed_on: string | null; method: FilingMethod | null; confirmation: string | null };
  /** The prefilled return of the year in the library; null until generated (or after its removal). */
  document: Form5500EzDocument | null;
  /** Required, not filed, and the due day in force has passed: then days late and the most the IRS may charge. */
  past_due: boolean;
  days_late: number;
  max_penalty: number;
  max_penalty_cents: number;
  /** The penalty's rate and cap for this return (IRC 6652(e): by its due date, before 2020 or after 2019; cents). */
  penalty_per_day_cents: number;
  penalty_cap_cents: number;
}

/** Form 5500-EZ per plan year: required or not (decision 0120), due dates and reminder days; the plan's year end (0230). */
export class Form5500EzStatuses {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {}

  /** The status of the user's plan year (named by the calendar year it begins in). */
  async status(userId: string, planYear: number): Promise<Form5500EzStatus> {
    const bounds = planYearBounds(planYear, await planYearEndFor(this.db, userId));
    const end = bounds.end;
    const [assets, document, declared] = await Promise.all([
      planAssetsOnDay(this.db, userId, formatIsoDate(end)),
      filedYearlyDocument(this.db, userId, planYear),
      this.db
        .selectFrom('form_5500_ez_years')
        .selectAll()
        .where('user_id', '=', userId)
        .where('plan_year', '=', planYear)
        .executeTakeFirst(),
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
