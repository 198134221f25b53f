import { codedLabel, planSettingLabel } from '@/domain/display/coded-labels';
import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import type { PlanDocumentData } from './plan-document-data';
import { PdfWriter } from './pdf-writer';
import { MONTH_NAMES } from '@/domain/display/month-names';

/** Title of the adoption agreement (also its document name in the library, with ".pdf"). */
export const ADOPTION_AGREEMENT_TITLE = 'Solo 401(k) Plan Adoption Agreement';

const yesNo = (flag: boolean): string => (flag ? 'Yes' : 'No');

/** The plan year in words: the calendar year, or the 12 months ending on the fiscal year's last day. */
function planYearWords(end: string): string {
  const [, month, day] = end.split('-').map(Number);
  if (month === 12 && day === 31) return 'The calendar year (January 1 to December 31)';
  return `The 12 months ending on ${MONTH_NAMES[(month as number) - 1]} ${day}, the Employer's fiscal year`;
}

/**
 * Renders the adoption agreement: the employer; the plan (year, effective date, administrator, trustee); eligibility
 * and vesting; every election the owner made (contribution types, Roth, rollovers, loans, in-service distributions and
 * the spouse's consent to them, decision 0222) beside the terms the product's plan fixes (hardship, separation, normal
 * retirement age, required minimum distributions); the signer's signature and, for a married owner, the spouse's
 * consent (decision 0073).
 */
export async function renderAdoptionAgreement(
  data: PlanDocumentData,
  opts: {
    forbiddenDigits: string[];
    createdAt: Date /** Money and dates in it (decision 0203; en-US when none). */;
    locale?: string;
    /** A restatement onto a later edition of the pre-approved document (decision 0341): its title, edition and day. */
    restatement?: { title: string; edition: string; effectiveDate: string };
  },
): Promise<Uint8Array> {
  const { locale, restatement, ...writer } = opts;
  const title = restatement?.title ?? ADOPTION_AGREEMENT_TITLE;
  const pdf = await PdfWriter.create({ title, ...writer });
  const { employer, plan, signer } = data;
  pdf.title(title, 'Individual (one-participant) 401(k) profit sharing plan with cash or deferred arrangement');
  if (restatement === undefined)
    pdf.paragraph(
      'The Employer named below adopts the Plan described in this Adoption Agreement, effective on the Effective Date, for the ' +
        'exclusive benefit of its eligible employees and their beneficiaries. The elections below form part of the Plan.',
    );
  else {
    pdf.paragraph(
      `The Employer named below restates the Plan on the ${restatement.edition}, keeping its original Effective Date, ` +
        'for the exclusive benefit of its eligible employees and their beneficiaries. The restated Plan includes the ' +
        'amendments required by the SECURE Act and the SECURE 2.0 Act. The elections below form part of the Plan.',
    );
    pdf.field('Restatement effective date', formatDate(restatement.effectiveDate, { locale }));
  }

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
  pdf.field(restatement === undefined ? 'Effective date' : 'Original effective date', formatDate(plan.effectiveDate, { locale }));
  pdf.field('Plan year', plan.year === undefined ? '' : planYearWords(plan.year.end));
  pdf.field(
    'First plan year',
    plan.year === undefined ? '' : `${formatDate(plan.year.start, { locale })} to ${formatDate(plan.year.end, { locale })}`,
  );
  pdf.field('Plan administrator', `The Employer, ${employer.name}`.replace(/, $/, ''));
  pdf.field(
    'Trustee',
    signer.name === ''
      ? 'The owner of the Employer, holding the plan assets in the plan trust account'
      : `${signer.name}${signer.title === '' ? '' : `, ${signer.title}`}, holding the plan assets in the plan trust account`,
  );

  pdf.heading('Part 3. Eligibility and vesting');
  pdf.field(
    'Eligible employees',
    'The owners of the Employer (partners included) and their spouses who work in the business; the Plan covers no ' +
      'other employees (a one-participant plan, Form 5500-EZ instructions)',
  );
  pdf.field('Age and service', 'None: an eligible employee participates from the Effective Date or the date of hire');
  pdf.field('Entry', 'Immediately on becoming eligible');
  pdf.field('Vesting', '100% vested at all times in every contribution and its earnings');

  pdf.heading('Part 4. Contribution types');
  pdf.paragraph(
    'Each elected type shows the planned contribution: a percent of compensation and, where given, a yearly amount in ' +
      'dollars. Contributions remain within the yearly limits of IRC 402(g), 414(v) and 415(c).',
    9,
  );
  for (const c of plan.contributions) {
    const detail = c.enabled
      ? `${c.name}: ${c.percent}% of compensation, ${formatMoney(c.amount, { locale })}`
      : `${c.name}: not elected`;
    pdf.checkbox(detail, c.enabled);
  }

  pdf.heading('Part 5. Roth and rollovers');
  pdf.field('Roth deferrals', yesNo(plan.roth));
  pdf.field('In-plan Roth rollovers', yesNo(plan.rothRollover));
  pdf.field(
    'Roth employer contributions',
    plan.rothEmployer
      ? 'Yes: a participant may designate profit sharing and matching contributions as Roth before they are deposited; ' +
          'they are fully vested and held in the designated Roth account (SECURE 2.0 Act section 604, IRS Notice 2024-2)'
      : 'No',
  );
  pdf.field(
    'Rollovers into the Plan',
    plan.contributions.some((c) => c.name === 'Roll Overs' && c.enabled)
      ? 'Accepted from other qualified plans and IRAs (IRC 402(c))'
      : 'Not elected',
  );

  pdf.heading('Part 6. Participant loans');
  pdf.field('Participant loans', yesNo(plan.loan));
  if (plan.loan) {
    pdf.field('Loan interest rate', plan.loanInterestRate === '' ? '' : `${plan.loanInterestRate}%`);
    pdf.field('Loan interest rate type', codedLabel('loan_interest_rate_type', plan.loanInterestRateType));
    pdf.field(
      'Loan terms',
      'At most the lesser of $50,000 and half the vested account (IRC 72(p)(2)(A)); repaid in level payments at least ' +
        'quarterly within 5 years, longer for a principal residence (IRC 72(p)(2)(B), (C))',
    );
  }

  pdf.heading('Part 7. Distributions');
  pdf.field('Normal retirement age', '59½');
  pdf.field('On separation from service', 'Allowed, in a single sum or in part, at the participant’s request');
  pdf.field('In-service distributions', planSettingLabel('plan_in_service', plan.distributions.inServiceAllowed));
  if (plan.distributions.inServiceAllowed) pdf.field('In-service from', 'Age 59½');
  pdf.field(
    'Hardship distributions',
    'Allowed for an immediate and heavy financial need, up to the amount needed (Treas. Reg. 1.401(k)-1(d)(3))',
  );
  pdf.field(
    "Spouse's consent to distributions",
    planSettingLabel('plan_spouse_consent', plan.distributions.spouseConsentRequired),
  );
  pdf.field(
    'Required minimum distributions',
    'From the applicable age of IRC 401(a)(9) (73, or 75 for those born in 1960 or later)',
  );

  pdf.keepTogether(230);
  pdf.heading('Part 8. Employer signature');
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
    pdf.heading('Part 9. Spousal consent');
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
