import { codedLabel, planSettingLabel } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import type { PlanDocumentData } from './plan-document-data';
import { PdfWriter } from './pdf-writer';

/** Title of the adoption agreement (also its document name in the library, with ".pdf"). */
export const ADOPTION_AGREEMENT_TITLE = 'Solo 401(k) Plan Adoption Agreement';

const yesNo = (flag: boolean): string => (flag ? 'Yes' : 'No');

/**
 * Renders the adoption agreement: the employer, the plan's elections (loans, Roth, Roth rollovers, in-service
 * distributions and the spouse's consent to them (decision 0222), contribution types),
 * the signer's signature and, for a married owner, the spouse's consent (decision 0073).
 */
export async function renderAdoptionAgreement(
  data: PlanDocumentData,
  opts: {
    forbiddenDigits: string[];
    createdAt: Date /** Money and dates in it (decision 0203; en-US when none). */;
    locale?: string;
  },
): Promise<Uint8Array> {
  const { locale, ...writer } = opts;
  const pdf = await PdfWriter.create({ title: ADOPTION_AGREEMENT_TITLE, ...writer });
  const { employer, plan, signer } = data;
  pdf.title(
    ADOPTION_AGREEMENT_TITLE,
    'Individual (one-participant) 401(k) profit sharing plan with cash or deferred arrangement',
  );
  pdf.paragraph(
    'The Employer named below adopts the Plan described in this Adoption Agreement, effective on the Effective Date, for the ' +
      'exclusive benefit of its eligible employees and their beneficiaries. The elections below form part of the Plan.',
  );

  pdf.heading('Part 1. Employer');
  pdf.field('Employer name', employer.name);
  pdf.field('Employer EIN', employer.ein);
  pdf.field('Entity type', codedLabel('entity_type', employer.entityType));
  pdf.field('Address', employer.street.join(', '));
  if (employer.mailing.length > 0) pdf.field('Mailing address', employer.mailing.join(', '));
  pdf.field('Telephone', employer.phone);
  pdf.field('Business code (NAICS)', [employer.naicsCode, employer.naicsDescription].filter((p) => p !== '').join(' - '));

  pdf.heading('Part 2. Plan');
  pdf.field('Plan name', plan.name);
  pdf.field('Plan number', plan.number);
  pdf.field('Plan EIN', plan.ein);
  pdf.field('Effective date', formatDate(plan.effectiveDate, { locale }));
  pdf.field(
    'First plan year',
    plan.year === undefined ? '' : `${formatDate(plan.year.start, { locale })} to ${formatDate(plan.year.end, { locale })}`,
  );

  pdf.heading('Part 3. Loans, Roth, rollovers and distributions');
  pdf.field('Participant loans', yesNo(plan.loan));
  if (plan.loan) {
    pdf.field('Loan interest rate', plan.loanInterestRate === '' ? '' : `${plan.loanInterestRate}%`);
    pdf.field('Loan interest rate type', codedLabel('loan_interest_rate_type', plan.loanInterestRateType));
  }
  pdf.field('Roth deferrals', yesNo(plan.roth));
  pdf.field('In-plan Roth rollovers', yesNo(plan.rothRollover));
  pdf.field('In-service distributions', planSettingLabel('plan_in_service', plan.distributions.inServiceAllowed));
  pdf.field(
    "Spouse's consent to distributions",
    planSettingLabel('plan_spouse_consent', plan.distributions.spouseConsentRequired),
  );

  pdf.heading('Part 4. Contribution types');
  for (const c of plan.contributions) {
    const detail = c.enabled
      ? `${c.name}: ${c.percent}% of compensation, ${formatMoney(c.amount, { locale })}`
      : `${c.name}: not elected`;
    pdf.checkbox(detail, c.enabled);
  }

  pdf.keepTogether(230);
  pdf.heading('Part 5. Employer signature');
  pdf.paragraph(
    'By signing, the Employer adopts the Plan and confirms that the information in this Adoption Agreement is true and complete.',
  );
  await pdf.signature(
    'Signature of the Employer',
    signer.signature,
    signer.name,
    signer.title,
    formatDate(signer.date, { locale }),
  );

  if (data.spouseConsent !== undefined) {
    const spouse = data.spouseConsent;
    pdf.keepTogether(260);
    pdf.heading('Part 6. Spousal consent');
    pdf.paragraph(
      `I, ${spouse.name === '' ? 'the spouse of the participant' : spouse.name}, am the spouse of the participant named above. I consent to the ` +
        'Plan elections in this Adoption Agreement, including any waiver of a qualified joint and survivor annuity and the ' +
        "designation of a beneficiary other than me, and I understand that I would otherwise be entitled to the participant's benefits.",
    );
    await pdf.signature("Spouse's signature", spouse.signature, spouse.name, '', formatDate(spouse.date, { locale }));
    if (spouse.email !== '') pdf.field("Spouse's e-mail", spouse.email);
  }
  return pdf.save();
}
