import { recordedWording } from '@/ui/contributions/warning-wording';
import { CALENDAR_YEAR_END, filingPlanYear } from '@/domain/contributions/plan-year';
import type {
  ContributionSummaryRecord,
  Form5500EzStatusRecord,
  TaxFormsRecord,
} from '@/domain/contributions/contribution-records';
import { taxFormsYear } from '@/domain/contributions/distribution-tax-forms';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { type CalendarDate, compareDates, parseIsoDate, utcToday } from '@/domain/shared/calendar-date';
import type { HomeTileSource, TileContext, TileFact, TilePorts, TileState } from '@/ui/home/home-tile';

/** Days before the due date from which an unfiled, required Form 5500-EZ needs attention (the first reminder). */
const FILING_ATTENTION_DAYS = 60;

/** What the tile reads besides the ledger summary (each may be missing when its call failed). */
export interface ComplianceFacts {
  filing?: Form5500EzStatusRecord;
  taxForms?: TaxFormsRecord;
  today: CalendarDate;
}

const day = (iso: string): CalendarDate => parseIsoDate(iso) as CalendarDate;
const daysUntil = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

/** The Form 5500-EZ in one fact: filed, required with its due date, or not required. */
function filingFact(f: Form5500EzStatusRecord): TileFact {
  const label = `Form 5500-EZ ${f.planYear}`;
  if (f.filing.filed) return { label, value: `Filed ${formatDate(f.filing.filedOn ?? '')}` };
  if (f.required) return { label, value: `Required, due ${formatDate(f.filingDeadline)}` };
  return { label, value: 'Not required' };
}

/** Tax forms due now: 1099-R and 945 for last year's distributions, until the IRS's electronic due date. */
function taxFormsDue(t: TaxFormsRecord | undefined, today: CalendarDate): (TileFact & { next: string }) | undefined {
  if (!t?.form1099RRequired || compareDates(today, day(t.irsElectronicDueDate)) > 0) return undefined;
  if (compareDates(today, day(`${t.taxYear + 1}-01-01`)) < 0) return undefined;
  const forms = t.form945Required ? 'Forms 1099-R and 945' : 'Form 1099-R';
  const due = compareDates(today, day(t.recipientDueDate)) <= 0 ? t.recipientDueDate : t.irsElectronicDueDate;
  return {
    label: `${forms} for ${t.taxYear}`,
    value: `Due ${formatDate(due)}`,
    next: `File ${forms} for ${t.taxYear} by ${formatDate(due)}.`,
  };
}

/**
 * The contributions and compliance state in words (decisions 0120, 0231-0233), most urgent first: a Form 5500-EZ past
 * due; a deposit over a limit; a required 5500-EZ due within 60 days; then the year's deposits, with the 5500-EZ and
 * tax forms due as facts.
 */
export function contributionsTileState(summary: ContributionSummaryRecord, compliance?: ComplianceFacts): TileState {
  const year = summary.taxYear;
  const filing = compliance?.filing;
  const today = compliance?.today;
  const taxDue = today ? taxFormsDue(compliance?.taxForms, today) : undefined;
  const taxFact: TileFact | undefined = taxDue ? { label: taxDue.label, value: taxDue.value } : undefined;
  const extra: TileFact[] = [...(filing ? [filingFact(filing)] : []), ...(taxFact ? [taxFact] : [])];
  if (filing?.pastDue) {
    return {
      status: `Form 5500-EZ for ${filing.planYear} is past due`,
      tone: 'attention',
      facts: [{ label: 'Due', value: formatDate(filing.filingDeadline) }, ...(taxFact ? [taxFact] : [])],
      next: 'File it under the IRS late-filer penalty relief program ($500 per return) and record the filing.',
      action: 'Review Form 5500-EZ',
      urgency: 'pastDue',
    };
  }
  const deposited = summary.sources.reduce((sum, s) => sum + s.totalCents, 0);
  const facts: TileFact[] = deposited === 0 ? [] : [{ label: `Deposited for ${year}`, value: formatCents(deposited) }];
  if (deposited !== 0 && summary.usage) {
    facts.push(
      { label: 'Deferrals left', value: formatCents(summary.usage.deferrals.remainingCents) },
      { label: 'Annual additions left', value: formatCents(summary.usage.annualAdditions.remainingCents) },
    );
  }
  // Roth employer money deposited this year is the participant's taxable income of the year (decision 0332).
  if (summary.rothEmployer.allocatedCents > 0) {
    facts.push({ label: `Roth employer money, taxable for ${year}`, value: formatCents(summary.rothEmployer.allocatedCents) });
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
      next: recordedWording(problems[0].message),
      action: 'Review your contributions',
      ...(overLimit ? { urgency: 'overLimit' as const } : {}),
    };
  }
  if (
    filing?.required &&
    !filing.filing.filed &&
    today &&
    daysUntil(today, day(filing.filingDeadline)) <= FILING_ATTENTION_DAYS
  ) {
    return {
      status: `Form 5500-EZ for ${filing.planYear} due ${formatDate(filing.filingDeadline)}`,
      tone: 'attention',
      facts,
      next: `Form 5500-EZ for ${filing.planYear} is due ${formatDate(filing.filingDeadline)}: prepare the prefilled return, file it, and record the filing.`,
      action: 'Open Form 5500-EZ',
      urgency: 'filingDue',
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
    status: `${formatCents(deposited)} deposited for ${year}`,
    tone: 'inProgress',
    facts,
    ...(taxDue ? { next: taxDue.next } : {}),
    action: 'Open contributions',
  };
}

/** The contributions' home tile: the tax year's summary, the Form 5500-EZ whose filing comes next, the tax forms due. */
export const contributionsHomeTile: HomeTileSource = {
  area: 'contributions',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    const api = ports.contributions;
    const today = utcToday(context.now) as CalendarDate;
    const optional = <T>(call: Promise<T>): Promise<T | undefined> => call.catch(() => undefined);
    const [summary, setup, taxForms] = await Promise.all([
      api.summary(context.now.getUTCFullYear()),
      optional(api.planSetup()),
      optional(api.taxForms(taxFormsYear(today))),
    ]);
    const planYear = filingPlanYear(today, setup?.yearEnd ?? CALENDAR_YEAR_END);
    const filing = await optional(api.form5500Ez(planYear.planYear));
    return contributionsTileState(summary, { filing, taxForms, today });
  },
};
