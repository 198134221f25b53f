import { formatDate } from '@/domain/display/format-date';
import type { PlanDocumentData } from './plan-document-data';
import { PdfWriter } from './pdf-writer';

/** Title of the prefilled Form 5500-EZ template (also its document name in the library, with ".pdf"). */
export const FORM_5500_EZ_TITLE = 'Form 5500-EZ Template';

/** What line 3a says when the employer is the plan administrator. */
export const ADMINISTRATOR_SAME = 'Same';

/**
 * Renders a Form 5500-EZ template prefilled from the checkout (REFERENCE "Form 5500-EZ"): plan year, lines 1a-1c,
 * 2a-2d and 3a. Line 2b is the employer's EIN, never an SSN; 2c the business's phone, else the owner's. The
 * financial lines belong to a plan year: the template says where the prefilled return of each year comes from.
 * It is a worksheet to copy onto the official form or into the filing system, not the IRS form itself.
 */
export async function renderForm5500Ez(
  data: PlanDocumentData,
  opts: { forbiddenDigits: string[]; createdAt: Date },
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: FORM_5500_EZ_TITLE, ...opts });
  const { employer, plan } = data;
  pdf.title(
    `${FORM_5500_EZ_TITLE}: Annual Return of A One-Participant (Owners/Partners and Their Spouses) Retirement Plan`,
    'Prefilled worksheet - copy these entries onto the official Form 5500-EZ',
  );
  pdf.paragraph(
    "Filing is required when the year-end assets of all the employer's one-participant plans exceed $250,000, and always for the " +
      'final plan year. The return is due by the last day of the seventh month after the plan year ends (July 31 for a calendar year).',
    9,
  );

  pdf.heading('Plan year');
  pdf.field('Plan year beginning', formatDate(plan.year?.start));
  pdf.field('Plan year ending', formatDate(plan.year?.end));
  // Box A "first return": a plan taken over from elsewhere filed its first return before (decision 0343).
  pdf.field('First return', plan.continuing ? 'No' : 'Yes');

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
  pdf.field('Business description', employer.naicsDescription);

  pdf.heading('Part III. Administrator');
  pdf.field("3a Plan administrator's name and address", ADMINISTRATOR_SAME);

  pdf.heading('Part IV. Financial information (each plan year)');
  pdf.paragraph(
    'The financial lines (assets at the beginning and end of the year, the participant loans in them, liabilities, ' +
      'contributions by the employer and the participants, rollovers and distributions) depend on the plan year. ' +
      'On the Contributions page, "Prepare the prefilled Form 5500-EZ" fills them in for a plan year from the accounts, ' +
      'contributions, loans and distributions recorded in the product, and files the return in this folder as ' +
      '"Form 5500-EZ" with the year.',
    9,
  );
  return pdf.save();
}
