import { formatDate } from '@/domain/display/format-date';
import type { PlanDocumentData } from '../plan-documents/plan-document-data';
import { PdfWriter } from '../plan-documents/pdf-writer';

/** Title of the resolution (and of its PDF). */
export const RESOLUTION_TITLE = 'Resolution to Terminate the Solo 401(k) Plan';

/** What the resolution prints. */
export interface ResolutionData {
  plan: PlanDocumentData;
  /** YYYY-MM-DD the plan ends, and the day the resolution is adopted. */
  terminationDate: string;
  resolutionDate: string;
  signer: { name: string; title: string; signature: Uint8Array | undefined };
}

/** The resolution's file name: "Resolution to Terminate the Solo 401(k) Plan 2026-11-23.pdf". */
export function resolutionFileName(resolutionDate: string): string {
  return `${RESOLUTION_TITLE} ${resolutionDate}.pdf`;
}

/**
 * Renders the employer's signed resolution (decision 0339): the plan ends on the termination date; every participant
 * is fully vested (IRC 411(d)(3), Rev. Rul. 89-87); no contribution is made for a period after it; every account is
 * distributed or rolled over as soon as administratively feasible, generally within 12 months; loans are repaid or
 * offset; the final Form 5500-EZ is filed. Never prints the SSN (`forbiddenDigits`).
 */
export async function renderTerminationResolution(
  data: ResolutionData,
  opts: { forbiddenDigits: string[]; createdAt: Date; locale?: string },
): Promise<Uint8Array> {
  const { locale, ...writer } = opts;
  const date = (iso: string): string => formatDate(iso, { locale });
  const pdf = await PdfWriter.create({ title: RESOLUTION_TITLE, ...writer });
  const planName = data.plan.plan.name || 'the Plan';
  const employer = data.plan.employer.name || 'the Employer';
  pdf.title(RESOLUTION_TITLE, date(data.resolutionDate));
  pdf.field('Plan', planName);
  pdf.field('Plan number', data.plan.plan.number);
  pdf.field('Plan EIN', data.plan.plan.ein || data.plan.employer.ein);
  pdf.field('Employer (plan sponsor)', employer);
  for (const [i, line] of data.plan.employer.street.entries()) pdf.field(i === 0 ? 'Address' : '', line);
  if (data.plan.plan.effectiveDate) pdf.field('Plan effective date', date(data.plan.plan.effectiveDate));
  pdf.field('Termination date', date(data.terminationDate));
  pdf.heading('Resolutions');
  pdf.paragraph(
    `WHEREAS ${employer} maintains ${planName}, a profit-sharing plan with a cash or deferred arrangement intended to be ` +
      'qualified under sections 401(a) and 401(k) of the Internal Revenue Code, and wishes to terminate it;',
  );
  pdf.paragraph(
    `RESOLVED, that the Plan is terminated effective ${date(data.terminationDate)} (the termination date), and no ` +
      'contribution shall be made to the Plan for any period after the termination date;',
  );
  pdf.paragraph(
    'RESOLVED FURTHER, that as of the termination date every participant is fully vested in his or her entire account ' +
      '(Internal Revenue Code section 411(d)(3));',
  );
  pdf.paragraph(
    'RESOLVED FURTHER, that the Employer maintains no alternative defined contribution plan, and that the entire ' +
      "account of every participant shall be distributed or rolled over, at the participant's election, as soon as " +
      'administratively feasible after the termination date, generally within twelve months (Treas. Reg. ' +
      '1.401(k)-1(d)(4)(i); Rev. Rul. 89-87);',
  );
  pdf.paragraph(
    'RESOLVED FURTHER, that any participant loan not repaid shall be offset against the account by reason of the ' +
      'termination of the Plan, a qualified plan loan offset (Internal Revenue Code section 402(c)(3)(C));',
  );
  pdf.paragraph(
    'RESOLVED FURTHER, that the plan administrator shall file the final Form 5500-EZ for the plan year in which the ' +
      "Plan's assets are distributed, whatever the assets, and take any other action needed to carry out these resolutions.",
  );
  pdf.heading('Adopted by the Employer');
  await pdf.signature(
    'Signature',
    { png: data.signer.signature, saved: false },
    data.signer.name,
    data.signer.title,
    date(data.resolutionDate),
  );
  return pdf.save();
}
