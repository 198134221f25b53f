import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import { ADMINISTRATOR_SAME } from './form-5500-ez';
import type { PlanDocumentData } from './plan-document-data';
import { PdfWriter } from './pdf-writer';

/** The yearly figures the prefilled return carries (cents; ISO dates). */
export interface Form5500EzYear {
  planYear: number;
  start: string;
  end: string;
  assetsBeginningCents: number;
  assetsEndCents: number;
  /** Participant loans outstanding at the beginning and end (part of the assets). */
  loansBeginningCents: number;
  loansEndCents: number;
  employerContributionsCents: number;
  participantContributionsCents: number;
  rolloversCents: number;
  distributionsCents: number;
  participantsAtEnd: number;
  /** The plan's final year (the box "final return"). */
  finalPlanYear: boolean;
  /** The due days (IRC 7503: moved past a weekend or legal holiday) and why they moved (null: they did not). */
  dueDate: string;
  dueDateNote: string | null;
  extendedDueDate: string;
  extendedDueDateNote: string | null;
}

/** The document name of a plan year's prefilled return in the library. */
export function yearlyForm5500EzName(planYear: number): string {
  return `Form 5500-EZ ${planYear}.pdf`;
}

const money = (cents: number): string => formatMoney(cents / 100);

/**
 * Renders a plan year's Form 5500-EZ prefilled from the plan, the employer and the year's figures (REFERENCE "Form
 * 5500-EZ"; decision 0231): plan year, lines 1a-3a as the template has them, participants, assets at the beginning and
 * end of the year, contributions and distributions. Line 2b is the employer's EIN, never an SSN (decision 0071: the
 * writer withholds any value holding the SSN's digits). A worksheet to copy onto the official form or into EFAST2.
 */
export async function renderYearlyForm5500Ez(
  data: PlanDocumentData,
  year: Form5500EzYear,
  opts: { forbiddenDigits: string[]; createdAt: Date },
): Promise<Uint8Array> {
  const title = `Form 5500-EZ for plan year ${year.planYear}`;
  const pdf = await PdfWriter.create({ title, ...opts });
  const { employer, plan } = data;
  pdf.title(
    title,
    'Annual Return of A One-Participant (Owners/Partners and Their Spouses) Retirement Plan - prefilled worksheet',
  );
  pdf.paragraph(
    `Due ${formatDate(year.dueDate)} (the last day of the seventh month after the plan year ends, or the next business ` +
      `day), or ${formatDate(year.extendedDueDate)} with Form 5558. File it electronically through EFAST2 or on paper ` +
      'with the IRS.',
    9,
  );
  for (const note of [year.dueDateNote, year.extendedDueDateNote]) if (note) pdf.paragraph(`${note}.`, 9);

  pdf.heading('Plan year');
  pdf.field('Plan year beginning', formatDate(year.start));
  pdf.field('Plan year ending', formatDate(year.end));
  pdf.field('Final return (the plan ended)', year.finalPlanYear ? 'Yes' : 'No');
  // Box A "first return": the plan's first plan year, never for a plan taken over from elsewhere (decision 0343).
  pdf.field('First return', !plan.continuing && plan.year?.start === year.start ? 'Yes' : 'No');

  pdf.heading('Part I. Basic plan information');
  pdf.field('1a Name of plan', plan.name);
  pdf.field('1b Three-digit plan number (PN)', plan.number);
  pdf.field('1c Date plan first became effective', formatDate(plan.effectiveDate));

  pdf.heading('Part II. Employer information');
  pdf.field("2a Employer's name", employer.name);
  pdf.field('2a Address', (employer.mailing.length > 0 ? employer.mailing : employer.street).join(', '));
  pdf.field('2b Employer Identification Number (EIN)', employer.ein);
  pdf.field("2c Employer's telephone number", employer.phone);
  pdf.field('2d Business code (NAICS)', employer.naicsCode);

  pdf.heading('Part III. Administrator');
  pdf.field("3a Plan administrator's name and address", ADMINISTRATOR_SAME);

  pdf.heading('Part IV. Participants and financial information');
  pdf.field('Participants at the end of the plan year', String(year.participantsAtEnd));
  pdf.field('6a(1) Total plan assets, beginning of year', money(year.assetsBeginningCents));
  pdf.field('6a(2) Total plan assets, end of year', money(year.assetsEndCents));
  pdf.field('Of which participant loans outstanding, beginning of year', money(year.loansBeginningCents));
  pdf.field('Of which participant loans outstanding, end of year', money(year.loansEndCents));
  // A one-participant plan's trust owes nothing the product records: liabilities are zero and net assets equal assets.
  pdf.field('6b(1) Total plan liabilities, beginning of year', money(0));
  pdf.field('6b(2) Total plan liabilities, end of year', money(0));
  pdf.field('6c(1) Net plan assets, beginning of year', money(year.assetsBeginningCents));
  pdf.field('6c(2) Net plan assets, end of year', money(year.assetsEndCents));
  pdf.field('7 Contributions received: employer', money(year.employerContributionsCents));
  pdf.field('7 Contributions received: participants', money(year.participantContributionsCents));
  pdf.field('7 Contributions received: others (including rollovers)', money(year.rolloversCents));
  pdf.field('Benefits paid (distributions)', money(year.distributionsCents));
  pdf.paragraph(
    "Assets are every participant's account (the values recorded in the assets area on those days) and the participant " +
      'loans outstanding; contributions come from the participants’ contribution ledgers and distributions from the ' +
      'requests marked paid. The product records no plan liabilities (line 6b); enter any the trust owes and reduce ' +
      'line 6c by them. Check every figure against your statements before filing.',
    9,
  );
  return pdf.save();
}
