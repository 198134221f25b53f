import { formatDate } from '@/domain/display/format-date';
import type { PlanDocumentData } from '../plan-documents/plan-document-data';
import { PdfWriter } from '../plan-documents/pdf-writer';

/** Title of the SECURE 2.0 interim amendment (also its document name in the library). */
export const INTERIM_AMENDMENT_TITLE = 'SECURE 2.0 Interim Amendment';

/**
 * The provisions the amendment writes into the plan, each with its source and the day it took effect. Modest and for a
 * one-participant plan: what the Cycle 3 document's adoption agreement does not already say. Optional features the
 * owner did not elect stay as elected (the amendment adopts them only as the plan has operated).
 */
const PROVISIONS: ReadonlyArray<[label: string, text: string]> = [
  [
    'Required minimum distributions',
    'The required beginning date is April 1 of the year after the year a participant reaches age 73 (age 75 for a ' +
      'participant born in 1960 or later), for distributions required after December 31, 2022 (IRC 401(a)(9)(C) as ' +
      'amended by SECURE 2.0 Act section 107).',
  ],
  [
    'Roth catch-up contributions',
    'From January 1, 2026, catch-up contributions of a participant whose FICA wages from the Employer for the year ' +
      'before exceeded the indexed limit ($150,000 for 2026) are made only as designated Roth contributions (IRC ' +
      '414(v)(7), SECURE 2.0 Act section 603). Self-employment income is not FICA wages.',
  ],
  [
    'Roth employer contributions',
    'From December 29, 2022, where the Plan allows it, a participant may designate matching and nonelective ' +
      'contributions as Roth, fully vested when made (SECURE 2.0 Act section 604; IRS Notice 2024-2).',
  ],
  [
    'Qualified birth or adoption distributions',
    'Up to $5,000 per child, repayable within three years (IRC 72(t)(2)(H); SECURE Act section 113, repayment period ' +
      'SECURE 2.0 Act section 311), where the Plan allows them.',
  ],
  [
    'Emergency personal expense distributions',
    'From January 1, 2024, one a year of up to $1,000, self-certified, repayable within three years (IRC ' +
      '72(t)(2)(I), SECURE 2.0 Act section 115), where the Plan allows them.',
  ],
  [
    'Domestic abuse victim distributions',
    'From January 1, 2024, up to the lesser of the indexed dollar limit and 50% of the vested account, self-certified, ' +
      'repayable within three years (IRC 72(t)(2)(K), SECURE 2.0 Act section 314), where the Plan allows them.',
  ],
  [
    'Long-term part-time employees',
    'Not applicable: the Plan covers only the owners of the Employer and their spouses (SECURE 2.0 Act section 125 ' +
      'concerns employees excluded for service).',
  ],
];

/** What the amendment prints beside the plan: the signer and the signature, or nothing for the preview. */
export interface AmendmentSigner {
  name: string;
  title: string;
  date: string;
  signature: PlanDocumentData['signer']['signature'];
}

/**
 * Renders the SECURE 2.0 interim amendment (decision 0341): the plan (name, number, EIN, employer, effective date), the
 * provisions with their effective dates and sources, and the Employer's signature (an empty line in the preview). The
 * deadline it meets: SECURE 2.0 Act section 501, extended to December 31, 2026 by IRS Notice 2024-2 section IV.
 */
export async function renderInterimAmendment(
  data: PlanDocumentData,
  signer: AmendmentSigner | undefined,
  opts: { forbiddenDigits: string[]; createdAt: Date; locale?: string },
): Promise<Uint8Array> {
  const { locale, ...writer } = opts;
  const pdf = await PdfWriter.create({ title: INTERIM_AMENDMENT_TITLE, ...writer });
  pdf.title(INTERIM_AMENDMENT_TITLE, `Amendment to the ${data.plan.name || 'Plan'}`);
  pdf.paragraph(
    'The Employer amends the Plan, adopted on the pre-approved Cycle 3 document, to reflect the SECURE Act and the ' +
      'SECURE 2.0 Act as the Plan has operated under them. Each provision applies from the date named beside it; the ' +
      'Plan is otherwise unchanged. The amendment is adopted by December 31, 2026 (SECURE 2.0 Act section 501, IRS Notice ' +
      '2024-2 section IV).',
  );
  pdf.heading('Part 1. Plan and Employer');
  pdf.field('Plan name', data.plan.name);
  pdf.field('Plan number', data.plan.number);
  pdf.field('Plan EIN', data.plan.ein);
  pdf.field('Employer', data.employer.name);
  pdf.field('Employer EIN', data.employer.ein);
  pdf.field('Plan effective date', formatDate(data.plan.effectiveDate, { locale }));
  pdf.heading('Part 2. Provisions');
  for (const [label, text] of PROVISIONS) pdf.field(label, text);
  pdf.keepTogether(200);
  pdf.heading('Part 3. Employer signature');
  pdf.paragraph('By signing, the Employer adopts this amendment to the Plan.');
  await pdf.signature(
    'Signature of the Employer',
    signer?.signature ?? { saved: false },
    signer?.name ?? '',
    signer?.title ?? '',
    signer === undefined ? '' : formatDate(signer.date, { locale }),
  );
  return pdf.save();
}
