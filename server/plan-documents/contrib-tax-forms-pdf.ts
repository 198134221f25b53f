import { distributionCodeLabel, type TaxFormObligations } from '@/domain/contributions/distribution-tax-forms';
import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { formatIsoDate } from '@/domain/shared/calendar-date';
import type { PlanDocumentData } from './plan-document-data';
import { PdfWriter } from './pdf-writer';

/** The document name of a year's tax-form summary in the library. */
export function taxFormsDocumentName(year: number): string {
  return `Tax forms ${year} (1099-R and 945).pdf`;
}

const money = (cents: number): string => formatMoney(cents / 100);
const day = (d: { year: number; month: number; day: number }): string => formatDate(formatIsoDate(d));

/**
 * Renders the year's Form 1099-R copies for the participant and the Form 945 summary (decision 0233): payer (the plan,
 * its EIN), recipient (the participant's name; the TIN is on file and never printed, decision 0071), boxes 1, 2a/2b, 4
 * and 7 of each distribution, and the year's withheld federal income tax with the due dates. A worksheet for filing.
 */
export async function renderTaxForms(
  data: PlanDocumentData,
  participantName: string,
  o: TaxFormObligations,
  opts: { forbiddenDigits: string[]; createdAt: Date },
): Promise<Uint8Array> {
  const title = `Tax forms for distributions paid in ${o.year}`;
  const pdf = await PdfWriter.create({ title, ...opts });
  pdf.title(title, 'Form 1099-R copies for the participant and the Form 945 summary - worksheet');
  pdf.paragraph(
    `Form 1099-R: the participant's copy by ${day(o.recipientDueDate)}; the IRS's by ${day(o.irsPaperDueDate)} on paper or ` +
      `${day(o.irsElectronicDueDate)} electronically. Form 945: by ${day(o.form945DueDate)}, or ${day(o.form945DepositsOnTimeDueDate)} ` +
      'if every deposit of the withheld tax was made on time.',
    9,
  );
  for (const note of o.dueDateNotes) pdf.paragraph(`${note}.`, 9);

  pdf.heading('Payer and recipient');
  pdf.field("Payer's name (the plan)", data.plan.name);
  pdf.field("Payer's TIN (plan EIN)", data.plan.ein);
  pdf.field("Payer's address", (data.employer.mailing.length > 0 ? data.employer.mailing : data.employer.street).join(', '));
  pdf.field("Recipient's name", participantName);
  pdf.field("Recipient's TIN", 'On file with the plan (not printed here)');

  if (o.forms1099R.length === 0) {
    pdf.heading('Form 1099-R');
    pdf.paragraph(`No distribution of $10 or more was paid in ${o.year}: no Form 1099-R is due.`);
  }
  o.forms1099R.forEach((f, i) => {
    const part = f.designatedRoth ? ' (designated Roth account)' : '';
    pdf.heading(`Form 1099-R ${i + 1}: ${distributionKindLabel(f.kind)}${part}, paid ${formatDate(f.paidOn)}`);
    pdf.field('1 Gross distribution', money(f.grossCents));
    pdf.field('2a Taxable amount', f.taxableCents === null ? '' : money(f.taxableCents));
    pdf.field('2b Taxable amount not determined', f.taxableCents === null ? 'Yes' : 'No');
    pdf.field('4 Federal income tax withheld', money(f.federalWithheldCents));
    if (f.basisCents !== undefined) pdf.field('5 Employee contributions / designated Roth contributions', money(f.basisCents));
    pdf.field('7 Distribution code', distributionCodeLabel(f.code, f.kind));
    if (f.designatedRoth)
      pdf.field('11 1st year of desig. Roth contrib.', f.firstRothYear === null ? '' : String(f.firstRothYear));
  });

  pdf.heading('Form 945 summary');
  pdf.field('Form 945 required', o.form945Required ? 'Yes' : 'No');
  pdf.field(`Federal income tax withheld in ${o.year}`, money(o.totalWithheldCents));
  return pdf.save();
}
