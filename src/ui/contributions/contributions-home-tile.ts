import { planYearEndOf, filingPlanYear } from '@/domain/contributions/plan-year';
import { taxFormsYear } from '@/domain/contributions/distribution-tax-forms';
import { formatDate, formatMoney } from '@/ui/kit/locale-format';
import { type CalendarDate, compareDates, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { ApiClient } from '@/ports/api-client';
import type { ApiContributionSummary } from '@/ui/contributions/contributions-api';
import type { ApiForm5500EzStatus } from '@/ui/contributions/form-5500-ez-view-model';
import type { ApiTaxForms } from '@/ui/contributions/tax-forms-view-model';
import type { HomeTileSource, TileContext, TileFact, TileState } from '@/ui/home/home-tile';

/** Days before the due date from which an unfiled, required Form 5500-EZ needs attention (the first reminder). */
const FILING_ATTENTION_DAYS = 60;

/** What the tile reads besides the ledger summary (each may be missing when its call failed). */
export interface ComplianceFacts {
  filing?: ApiForm5500EzStatus;
  taxForms?: ApiTaxForms;
  today: CalendarDate;
}

const day = (iso: string): CalendarDate => parseIsoDate(iso) as CalendarDate;
const daysUntil = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/** The Form 5500-EZ in one fact: filed, required with its due date, or not required. */
function filingFact(f: ApiForm5500EzStatus): TileFact {
  const label = `Form 5500-EZ ${f.plan_year}`;
  if (f.filing.filed) return { label, value: `Filed ${formatDate(f.filing.filed_on ?? '')}` };
  if (f.required) return { label, value: `Required, due ${formatDate(f.filing_deadline)}` };
  return { label, value: 'Not required' };
}

/** Tax forms due now: 1099-R and 945 for last year's distributions, until the IRS's electronic due date. */
function taxFormsDue(t: ApiTaxForms | undefined, today: CalendarDate): (TileFact & { next: string }) | undefined {
  if (!t?.form_1099r_required || compareDates(today, day(t.irs_electronic_due_date)) > 0) return undefined;
  if (compareDates(today, day(`${t.tax_year + 1}-01-01`)) < 0) return undefined;
  const forms = t.form_945_required ? 'Forms 1099-R and 945' : 'Form 1099-R';
  const due = compareDates(today, day(t.recipient_due_date)) <= 0 ? t.recipient_due_date : t.irs_electronic_due_date;
  return {
    label: `${forms} for ${t.tax_year}`,
    value: `Due ${formatDate(due)}`,
    next: `File ${forms} for ${t.tax_year} by ${formatDate(due)}.`,
  };
}

/**
 * The contributions and compliance state in words (decisions 0120, 0231-0233), most urgent first: a Form 5500-EZ past
 * due; a deposit over a limit; a required 5500-EZ due within 60 days; then the year's deposits, with the 5500-EZ and
 * tax forms due as facts.
 */
export function contributionsTileState(summary: ApiContributionSummary, compliance?: ComplianceFacts): TileState {
  const year = summary.tax_year;
  const filing = compliance?.filing;
  const today = compliance?.today;
  const taxDue = today ? taxFormsDue(compliance?.taxForms, today) : undefined;
  const taxFact: TileFact | undefined = taxDue ? { label: taxDue.label, value: taxDue.value } : undefined;
  const extra: TileFact[] = [...(filing ? [filingFact(filing)] : []), ...(taxFact ? [taxFact] : [])];
  if (filing?.past_due) {
    return {
      status: `Form 5500-EZ for ${filing.plan_year} is past due`,
      tone: 'attention',
      facts: [{ label: 'Due', value: formatDate(filing.filing_deadline) }, ...(taxFact ? [taxFact] : [])],
      next: 'File it under the IRS late-filer penalty relief program ($500 per return) and record the filing.',
      action: 'Review Form 5500-EZ',
    };
  }
  const deposited = summary.sources.reduce((sum, s) => sum + s.total, 0);
  const facts: TileFact[] = deposited === 0 ? [] : [{ label: `Deposited for ${year}`, value: formatMoney(deposited) }];
  if (deposited !== 0 && summary.usage) {
    facts.push(
      { label: 'Deferrals left', value: formatMoney(summary.usage.deferrals.remaining) },
      { label: 'Annual additions left', value: formatMoney(summary.usage.annual_additions.remaining) },
    );
  }
  facts.push(...extra);
  // A year whose limits are not yet published is no problem of the owner's; a late deposit is no limit exceeded; an
  // excess with its correction requested is being corrected (decisions 0299, 0300).
  const problems = summary.warnings.filter((w) => w.limit !== 'limitsNotPublished' && w.corrected !== true);
  if (problems.length > 0) {
    const overLimit = problems.some((w) => w.limit !== 'depositDeadline');
    return {
      status: overLimit ? `Over a limit for ${year}` : `A deposit is too late for ${year}`,
      tone: 'attention',
      facts,
      next: problems[0].message,
      action: 'Review your contributions',
    };
  }
  if (
    filing?.required &&
    !filing.filing.filed &&
    today &&
    daysUntil(today, day(filing.filing_deadline)) <= FILING_ATTENTION_DAYS
  ) {
    return {
      status: `Form 5500-EZ for ${filing.plan_year} due ${formatDate(filing.filing_deadline)}`,
      tone: 'attention',
      facts,
      next: 'Prepare the prefilled return, file it, and record the filing.',
      action: 'Open Form 5500-EZ',
    };
  }
  if (deposited === 0) {
    return {
      status: `No deposits recorded for ${year}`,
      tone: 'notStarted',
      ...(facts.length > 0 ? { facts } : {}),
      next: taxDue ? taxDue.next : 'Record each deposit to see the room left under the IRS limits.',
      action: 'Record a deposit',
    };
  }
  return {
    status: `${formatMoney(deposited)} deposited for ${year}`,
    tone: 'inProgress',
    facts,
    ...(taxDue ? { next: taxDue.next } : {}),
    action: 'Open contributions',
  };
}

/** The contributions' home tile: the tax year's summary, the Form 5500-EZ whose filing comes next, the tax forms due. */
export const contributionsHomeTile: HomeTileSource = {
  area: 'contributions',
  async load(api: ApiClient, context: TileContext): Promise<TileState> {
    const today = utcToday(context.now) as CalendarDate;
    const optional = <T>(call: Promise<T>): Promise<T | undefined> => call.catch(() => undefined);
    const [summary, checkout, taxForms] = await Promise.all([
      api.get<ApiContributionSummary>('/contribution-summary', { query: { tax_year: context.now.getUTCFullYear() } }),
      optional(api.get<{ steps?: Record<string, { values?: Record<string, unknown> }> }>('/checkout')),
      optional(api.get<ApiTaxForms>(`/tax-forms/${taxFormsYear(today)}`)),
    ]);
    const employer = checkout?.steps?.employerDetails?.values ?? {};
    const planYear = filingPlanYear(
      today,
      planYearEndOf(employer.employer_fiscal_year_end, employer.employer_fiscal_year_end_date),
    );
    const filing = await optional(api.get<ApiForm5500EzStatus>(`/form-5500-ez/${planYear.planYear}`));
    return contributionsTileState(summary, { filing, taxForms, today });
  },
};
