import { CONTRIBUTION_TYPE_NAMES } from '@/domain/checkout/contribution-type';
import { planDistributionRulesOf, type PlanDistributionRules } from '@/domain/distributions/distribution-kinds';
import { isFilled, isFlagSet } from '@/domain/shared/field-values';
import { isPngDataUrl } from '@/domain/shared/png-data-url';
import { planYearHolding, planYearOf, type PlanYear } from './plan-year';
import { effectiveDateOf, FIRST_PLAN_NUMBER, isExistingPlan, planNumberOf } from '@/domain/plan-takeover/plan-origin';

/** Saved step values by step key (checkout flow), plus the bank application's, where a saved signature may live. */
export interface SavedSteps {
  variant: string;
  checkout: Record<string, Record<string, unknown>>;
  bank: Record<string, Record<string, unknown>>;
  /** A participant's: the plan they joined by the owner's invitation (decision 0240). */
  joinedPlan?: { name: string; number: string; ein: string };
}

/** One contribution type as the documents print it. */
export interface ContributionLine {
  name: string;
  enabled: boolean;
  percent: number;
  amount: number;
}

/** A signature: the PNG bytes when there is an image, and whether it is the user's saved signature. */
export interface SignatureImage {
  png?: Uint8Array;
  saved: boolean;
}

/** Everything the plan documents print. It never holds the SSN (decision 0071). */
export interface PlanDocumentData {
  employer: {
    name: string;
    street: string[];
    mailing: string[];
    ein: string;
    phone: string;
    naicsCode: string;
    naicsDescription: string;
    entityType: string;
  };
  plan: {
    name: string;
    number: string;
    ein: string;
    /** The date the plan first became effective (Form 5500-EZ line 1c): an existing plan's original date. */
    effectiveDate: string;
    /** A plan taken over from elsewhere (decision 0343): it continues, its first return was filed before. */
    continuing: boolean;
    year: PlanYear | undefined;
    loan: boolean;
    roth: boolean;
    rothRollover: boolean;
    /** Roth employer contributions allowed (SECURE 2.0 section 604; decision 0332). */
    rothEmployer: boolean;
    /** In-service distributions and the spouse's consent to distributions, as the owner chose them (decision 0222). */
    distributions: PlanDistributionRules;
    loanInterestRate: string;
    loanInterestRateType: string;
    contributions: ContributionLine[];
  };
  signer: { name: string; title: string; date: string; signature: SignatureImage };
  /** Present for a married owner: the spouse and, once given, the consent e-signature and date. */
  spouseConsent?: { name: string; email: string; date: string; signature: SignatureImage };
}

/** The plan number of a first (and only) plan of the employer (Form 5500-EZ line 1b). */
export { FIRST_PLAN_NUMBER };

const EIN = /^\d{2}-\d{7}$/;

const text = (value: unknown): string =>
  isFilled(value) ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const join = (...parts: unknown[]): string =>
  parts
    .map(text)
    .filter((p) => p !== '')
    .join(' ');

/** The PNG bytes of a base64 PNG data URL, or undefined. */
export function pngBytes(value: unknown): Uint8Array | undefined {
  if (!isPngDataUrl(value)) return undefined;
  return new Uint8Array(Buffer.from((value as string).slice((value as string).indexOf(',') + 1), 'base64'));
}

/** An address as printed lines: street, suite, "City, ST 12345". */
export function addressLines(values: Record<string, unknown>, prefix = ''): string[] {
  const cityLine = [text(values[`${prefix}city`]), join(values[`${prefix}state`], values[`${prefix}postal_code`])]
    .filter((p) => p !== '')
    .join(', ');
  return [text(values[`${prefix}address01`]), text(values[`${prefix}address02`]), cityLine].filter((l) => l !== '');
}

/** A well-formed EIN (NN-NNNNNNN) from the field or its digits-only twin; never a value shaped like an SSN. */
export function einOf(formatted: unknown, digits: unknown): string {
  const value = text(formatted);
  if (EIN.test(value)) return value;
  const raw = text(digits);
  return /^\d{9}$/.test(raw) ? `${raw.slice(0, 2)}-${raw.slice(2)}` : '';
}

function contributionsOf(plan: Record<string, unknown>): ContributionLine[] {
  const given = Array.isArray(plan.contribution_types) ? (plan.contribution_types as unknown[]) : [];
  return CONTRIBUTION_TYPE_NAMES.map((name) => {
    const found = given.find(
      (c): c is Record<string, unknown> => typeof c === 'object' && c !== null && (c as Record<string, unknown>).name === name,
    );
    const num = (v: unknown): number =>
      typeof v === 'number' && Number.isFinite(v) && v >= 0
        ? v
        : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim())
          ? Number(v)
          : 0;
    return { name, enabled: isFlagSet(found?.enabled), percent: num(found?.percent), amount: num(found?.amount) };
  });
}

/** The signer's signature: a new image, else (saved signature chosen) the newest signature saved in another step. */
function signatureOf(steps: SavedSteps, drawn: unknown, savedChosen: unknown): SignatureImage {
  const png = pngBytes(drawn);
  if (png !== undefined || !isFlagSet(savedChosen)) return { png, saved: isFlagSet(savedChosen) };
  const saved = [
    steps.bank.fillApplication?.plan_signature,
    steps.checkout.planDetails?.plan_signature,
    steps.checkout.signerDetails?.participant_signature,
  ]
    .map(pngBytes)
    .find((p) => p !== undefined);
  return { png: saved, saved: true };
}

/** Reads the documents' data from the saved checkout steps; only named fields are read, so the SSN never enters. */
export function planDocumentData(steps: SavedSteps): PlanDocumentData {
  const personal = steps.checkout.personalDetails ?? {};
  const employer = steps.checkout.employerDetails ?? {};
  const plan = steps.checkout.planDetails ?? {};
  const employerEin = einOf(employer.employer_ein, employer.employer_ein_number);
  const mailing = isFlagSet(employer.different_mailing_address) ? addressLines(employer, 'mailing_') : [];
  // A plan taken over from elsewhere keeps its original effective date and number (decision 0343); its first plan year
  // in the product is the one that holds the takeover (the establish date), not the year it first became effective.
  const effectiveDate = effectiveDateOf(plan);
  const fiscal = [text(employer.employer_fiscal_year_end), text(employer.employer_fiscal_year_end_date)] as const;
  const consentSignature = plan.spouse_consent_signature ?? personal.spouse_consent_signature;
  return {
    employer: {
      name: text(employer.employer_name),
      street: addressLines(employer),
      mailing,
      ein: employerEin,
      // Line 2c of Form 5500-EZ and the agreement's contact: the business's phone, else the owner's (a sole
      // proprietor often has only one).
      phone: text(employer.employer_phone) || text(personal.phone),
      naicsCode: text(employer.employer_naics_code),
      naicsDescription: text(employer.employer_naics_code_description),
      entityType: text(employer.entity_type),
    },
    plan: {
      name: text(plan.plan_name),
      number: planNumberOf(plan),
      ein: einOf(plan.plan_ein, plan.plan_ein_number) || employerEin,
      effectiveDate,
      continuing: isExistingPlan(plan),
      year: isExistingPlan(plan)
        ? planYearHolding(text(plan.plan_establish_date), effectiveDate, ...fiscal)
        : planYearOf(effectiveDate, ...fiscal),
      loan: plan.plan_loan === undefined ? true : isFlagSet(plan.plan_loan),
      roth: plan.plan_roth === undefined ? true : isFlagSet(plan.plan_roth),
      rothRollover: plan.plan_roth_roll === undefined ? true : isFlagSet(plan.plan_roth_roll),
      rothEmployer: isFlagSet(plan.plan_roth_employer),
      distributions: planDistributionRulesOf(plan),
      loanInterestRate: text(plan.loan_interest_rate),
      loanInterestRateType: text(plan.loan_interest_rate_type),
      contributions: contributionsOf(plan),
    },
    signer: {
      name: join(plan.plan_signer_first_name, plan.plan_signer_last_name),
      title: text(plan.plan_signer_title),
      date: text(plan.plan_sign_date),
      signature: signatureOf(steps, plan.plan_signature, plan.isSelectedSignature),
    },
    spouseConsent: isFlagSet(personal.married)
      ? {
          name: join(personal.spouse_first_name, personal.spouse_last_name),
          email: text(personal.spouse_email),
          date: text(plan.spouse_consent_date ?? personal.spouse_consent_date),
          signature: { png: pngBytes(consentSignature), saved: false },
        }
      : undefined,
  };
}

/** The participant flow's data: the participant's name and the signer details step (never the SSN). */
export function participantData(steps: SavedSteps): {
  plan: { name: string; number: string; ein: string };
  participantName: string;
  signerName: string;
  signerTitle: string;
  signDate: string;
  signature: SignatureImage;
} {
  const personal = steps.checkout.personalDetails ?? {};
  const signer = steps.checkout.signerDetails ?? {};
  return {
    plan: steps.joinedPlan ?? { name: '', number: '', ein: '' },
    participantName: join(personal.first_name, personal.middle_name, personal.last_name),
    signerName: join(signer.participant_signer_first_name, signer.participant_signer_last_name),
    signerTitle: text(signer.participant_signer_title),
    signDate: text(signer.participant_sign_date),
    signature: signatureOf(steps, signer.participant_signature, signer.isSelectedSignature),
  };
}

/** The owner's SSN as bare digits (from ssn_number and ssn), to keep out of every document (decision 0071). */
export function ssnDigits(steps: SavedSteps): string[] {
  const personal = steps.checkout.personalDetails ?? {};
  const digits = [personal.ssn_number, personal.ssn].map((v) => (typeof v === 'string' ? v.replace(/\D/g, '') : ''));
  return [...new Set(digits.filter((d) => d.length === 9))];
}
