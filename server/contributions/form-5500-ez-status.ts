import type { Kysely } from 'kysely';
import { extendedDueDate, filingDueDate, filingReminders, filingRequirement } from '@/domain/contributions/form-5500-ez-schedule';
import { planValueOn } from '@/domain/assets/plan-value';
import { filingRecordErrors, type FilingMethod, lateFiling } from '@/domain/contributions/form-5500-ez-filing';
import { planYearBounds } from '@/domain/contributions/plan-year';
import { formatIsoDate, utcToday, type CalendarDate } from '@/domain/shared/calendar-date';
import { AssetService } from '../assets/asset-service';
import type { DB } from '../db/schema';
import { throwIfInvalid } from '../library/service-errors';
import { type Form5500EzDocument, filedYearlyDocument } from './form-5500-ez-document';
import { planYearEndFor } from './plan-year-end';

/** Whether a plan year's Form 5500-EZ is required and when it is due, as the API answers it (US dollars, ISO dates). */
export interface Form5500EzStatus {
  plan_year: number;
  /** First and last day of the plan year (decision 0230: the employer's tax year from the employer details). */
  plan_year_start: string;
  plan_year_end: string;
  /** This plan's assets on the last day of the plan year (the assets area's newest valuations by then). */
  plan_assets: number;
  other_plans_assets: number;
  final_plan_year: boolean;
  required: boolean;
  reason: 'assets' | 'finalYear' | 'none';
  due_date: string;
  extended_due_date: string;
  reminders: Array<{ days_before: number; date: string }>;
  /** What the owner recorded (decision 0231). */
  filing: { filed: boolean; filed_on: string | null; method: FilingMethod | null; confirmation: string | null };
  /** The prefilled return of the year in the library; null until generated (or after its removal). */
  document: Form5500EzDocument | null;
  /** Required, not filed, and its due date has passed: then days late and the most the IRS may charge (US dollars). */
  past_due: boolean;
  days_late: number;
  max_penalty: number;
}

const MAX_DOLLARS = 1_000_000_000_000;

/** Form 5500-EZ per plan year: required or not (decision 0120), due dates and reminder days; the plan's year end (0230). */
export class Form5500EzStatuses {
  private readonly assets: AssetService;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => Date,
  ) {
    this.assets = new AssetService(db, clock);
  }

  /** The status of the user's plan year (named by the calendar year it begins in). */
  async status(userId: string, planYear: number): Promise<Form5500EzStatus> {
    const bounds = planYearBounds(planYear, await planYearEndFor(this.db, userId));
    const [valued, document, declared] = await Promise.all([
      this.assets.valued(userId),
      filedYearlyDocument(this.db, userId, planYear),
      this.db
        .selectFrom('form_5500_ez_years')
        .selectAll()
        .where('user_id', '=', userId)
        .where('plan_year', '=', planYear)
        .executeTakeFirst(),
    ]);
    const planAssetsCents = planValueOn([...valued.values()], formatIsoDate(bounds.end));
    const otherCents = declared ? Number(declared.other_plans_assets_cents) : 0;
    const finalPlanYear = declared?.final_plan_year ?? false;
    const end = bounds.end;
    const requirement = filingRequirement({ yearEndAssetsAllPlansCents: planAssetsCents + otherCents, finalPlanYear });
    const due = filingDueDate(end);
    const filed = declared?.filed_on != null;
    const late = requirement.required && !filed ? lateFiling(due, utcToday(this.clock()) as CalendarDate) : undefined;
    return {
      plan_year: planYear,
      plan_year_start: formatIsoDate(bounds.start),
      plan_year_end: formatIsoDate(end),
      plan_assets: planAssetsCents / 100,
      other_plans_assets: otherCents / 100,
      final_plan_year: finalPlanYear,
      required: requirement.required,
      reason: requirement.reason,
      due_date: formatIsoDate(due),
      extended_due_date: formatIsoDate(extendedDueDate(end)),
      reminders: filingReminders(due).map((r) => ({ days_before: r.daysBefore, date: formatIsoDate(r.date) })),
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
      other_plans_assets_cents: Math.round((other as number) * 100),
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
}
