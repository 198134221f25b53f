import type { FieldErrors } from '@/domain/shared/field-errors';
import { isFlagSet } from '@/domain/shared/field-values';
import { formatCents } from '@/domain/money';
import type { Form1099R } from '@/domain/contributions/distribution-tax-forms';
import { proRataBasisCents } from '@/domain/balances/tax-accounts';

/**
 * In-plan Roth conversions (in-plan Roth rollovers, IRC 402A(c)(4); IRS Notice 2010-84 and Notice 2013-74; decision
 * 0335): money of a participant's other accounts is moved into their designated Roth account in the same plan. The
 * amount converted is taxable in the year converted, less the after-tax basis it carries (IRC 402A(c)(4)(A); the basis
 * share is pro rata, IRC 72(e)(8) applied to the after-tax account as a separate contract, IRC 72(d)(2)); no income tax
 * is withheld (it is a direct rollover, IRC 3405(c)); it is reported on its own Form 1099-R: the amount in box 1, the
 * taxable amount in box 2a, the basis in box 5, code G in box 7 (Instructions for Forms 1099-R and 5498, "Direct
 * rollovers": "to a designated Roth account in the same plan"). Since the American Taxpayer Relief Act of 2012 (IRC
 * 402A(c)(4)(E)) money not otherwise distributable may be converted too, where the plan allows in-plan Roth rollovers.
 */

/** The accounts a conversion can take from (a distribution's account keys): every vested account not already Roth. */
export const CONVERTIBLE_ACCOUNTS = [
  { key: 'after_tax', label: 'After Tax' },
  { key: 'pre_tax', label: 'Deferral Pre-Tax' },
  { key: 'profit_sharing', label: 'Profit Sharing' },
  { key: 'employer_match', label: 'Employer Match' },
] as const;

/** The key of a convertible account. */
export type ConvertibleAccount = (typeof CONVERTIBLE_ACCOUNTS)[number]['key'];

/** The kind of the Form 1099-R that reports a conversion. */
export const ROTH_CONVERSION_FORM_KIND = 'in_plan_roth_rollover';

/**
 * Years of the recapture period: an in-plan Roth rollover's taxable amount distributed within the 5-taxable-year
 * period beginning with the year of the rollover is subject to the 10% additional tax as if it were includible (IRC
 * 402A(c)(4)(D) applying 408A(d)(3)(F); Notice 2010-84, section III; the 402(f) safe harbor explanation of Notice
 * 2014-74: "the 5-year period that begins on January 1 of the year of the rollover"); reported in box 10 of a later distribution's 1099-R.
 */
export const CONVERSION_RECAPTURE_YEARS = 5;

/** The messages of a conversion request, by field. */
export const ROTH_CONVERSION_MESSAGES = {
  accountRequired: 'Choose the account to convert',
  accountNotListed: 'Choose an account from the list',
  amountRequired: 'Amount is required',
  amountNotCents: 'Amount must be an amount in dollars and cents',
  amountNotPositive: 'Amount must be greater than $0.00',
  notAllowed:
    'The plan does not allow in-plan Roth conversions; allow Roth contributions and in-plan Roth rollovers in the plan details first',
} as const;

/** Message when a conversion asks for more than the account holds (field `amount`). */
export const conversionOverBalanceMessage = (availableCents: number): string =>
  `The most you can convert from this account is ${formatCents(availableCents)}`;

/**
 * Whether the plan allows in-plan Roth conversions: it must have a designated Roth program (IRC 402A(c)(4)(B) lets
 * only a plan with one make in-plan Roth rollovers) and its adoption agreement must allow in-plan Roth rollovers
 * (`plan_roth_roll`, shown there as "In-plan Roth rollovers"); both are on unless set off.
 */
export function rothConversionAllowed(planDetails: Readonly<Record<string, unknown>> | undefined): boolean {
  if (planDetails === undefined) return false;
  const on = (v: unknown): boolean => v === undefined || v === null || isFlagSet(v);
  return on(planDetails.plan_roth) && on(planDetails.plan_roth_roll);
}

/** A conversion request as the rules see it; field names as the API's. */
export interface RothConversionInput {
  readonly account: unknown;
  readonly amountCents: number | undefined;
}

/** Whether a key names a convertible account. */
export function isConvertibleAccount(key: unknown): key is ConvertibleAccount {
  return CONVERTIBLE_ACCOUNTS.some((a) => a.key === key);
}

/**
 * Field-keyed messages of a conversion request: an account from the list, an amount in whole cents above 0 and at most
 * what the account holds (`availableCents`, when known), in a plan that allows conversions.
 */
export function rothConversionErrors(input: RothConversionInput, allowed: boolean, availableCents?: number): FieldErrors {
  const account =
    input.account === undefined || input.account === null || input.account === ''
      ? [ROTH_CONVERSION_MESSAGES.accountRequired]
      : isConvertibleAccount(input.account)
        ? allowed
          ? []
          : [ROTH_CONVERSION_MESSAGES.notAllowed]
        : [ROTH_CONVERSION_MESSAGES.accountNotListed];
  const cents = input.amountCents;
  const amount =
    cents === undefined
      ? [ROTH_CONVERSION_MESSAGES.amountRequired]
      : !Number.isSafeInteger(cents)
        ? [ROTH_CONVERSION_MESSAGES.amountNotCents]
        : cents <= 0
          ? [ROTH_CONVERSION_MESSAGES.amountNotPositive]
          : availableCents !== undefined && cents > availableCents
            ? [conversionOverBalanceMessage(Math.max(0, availableCents))]
            : [];
  return { account, amount };
}

/** The tax parts of a conversion, cents: the basis it carries (box 5) and the taxable rest (box 2a). */
export interface ConversionTaxParts {
  readonly basisCents: number;
  readonly taxableCents: number;
}

/**
 * The tax parts of converting `amountCents` from an account holding `balanceCents` of which `basisCents` is after-tax
 * basis not yet recovered: the basis share is amount x basis / balance, rounded half up to the cent (IRC 72(e)(8)(B):
 * the investment in the contract is recovered in the ratio it bears to the account's value), never more than the
 * amount or the basis; the rest is taxable. An account with no basis (pre-tax money) is taxable in full.
 */
export function conversionTaxParts(amountCents: number, basisCents: number, balanceCents: number): ConversionTaxParts {
  const amount = Math.max(0, amountCents);
  const basis = proRataBasisCents(amount, basisCents, balanceCents);
  return { basisCents: basis, taxableCents: amount - basis };
}

/** The last day of a conversion's recapture period (IRC 402A(c)(4)(D)): December 31 of the fourth year after its own. */
export function recaptureEndDate(convertedOn: string): string {
  const year = Number(convertedOn.slice(0, 4)) + CONVERSION_RECAPTURE_YEARS - 1;
  return `${String(year).padStart(4, '0')}-12-31`;
}

/**
 * The first taxable year of the designated Roth account, given the years of its first Roth contribution and of each
 * conversion: an in-plan Roth rollover starts the 5-taxable-year period of IRC 402A(d)(2)(B) when it is the account's
 * first money (the 402(f) safe harbor explanation of Notice 2014-74: the period counts "from January 1 of the year
 * your first contribution was made to the designated Roth account"; Notice 2010-84, section III), so the earlier year counts.
 */
export function firstRothYearWith(
  firstContributionYear: number | undefined,
  conversionYears: readonly number[],
): number | undefined {
  const years = [...(firstContributionYear === undefined ? [] : [firstContributionYear]), ...conversionYears];
  return years.length === 0 ? undefined : Math.min(...years);
}

/** A conversion as recorded: the day converted (YYYY-MM-DD), the amount and its tax parts, cents. */
export interface RecordedConversion {
  readonly id: string;
  readonly convertedOn: string;
  readonly amountCents: number;
  readonly basisCents: number;
  readonly taxableCents: number;
}

/**
 * The Form 1099-R of a conversion (Instructions for Forms 1099-R and 5498, "Direct rollovers": to a designated Roth
 * account in the same plan, the amount rolled over in box 1, the taxable amount in box 2a, any basis recovery in box 5,
 * code G in box 7); nothing withheld (IRC 3405(c)(2): no withholding on a direct rollover); dated the day converted.
 */
export function conversionForm(c: RecordedConversion): Form1099R {
  return {
    distributionId: c.id,
    paidOn: c.convertedOn,
    kind: ROTH_CONVERSION_FORM_KIND,
    designatedRoth: false,
    grossCents: c.amountCents,
    taxableCents: c.taxableCents,
    federalWithheldCents: 0,
    code: 'G',
    firstRothYear: null,
    basisCents: c.basisCents,
  };
}

/** A conversion as the SPA keeps it; cents and ISO dates. */
export interface RothConversionRecord {
  readonly id: string;
  readonly account: ConvertibleAccount;
  readonly amountCents: number;
  /** The after-tax basis it carried (box 5). */
  readonly basisCents: number;
  /** Taxable in the year converted (box 2a). */
  readonly taxableCents: number;
  /** What the account held just before. */
  readonly accountBalanceCents: number;
  readonly convertedOn: string;
  /** The last day of the recapture period (IRC 402A(c)(4)(D)). */
  readonly recaptureEndsOn: string;
  readonly createdAt: string;
}

/** One separate contract's figures (tax-accounts), cents. */
export interface BasisAccountRecord {
  readonly balanceCents: number;
  readonly basisCents: number;
  readonly earningsCents: number;
}

/** The conversions with the participant's tax accounts (decision 0335). */
export interface RothConversionsRecord {
  /** Whether the plan allows in-plan Roth conversions. */
  readonly allowed: boolean;
  /** Newest first. */
  readonly conversions: readonly RothConversionRecord[];
  readonly roth: BasisAccountRecord & {
    readonly deferralCents: number;
    readonly employerCents: number;
    readonly conversionCents: number;
    /** The first taxable year of the designated Roth account (box 11), or null. */
    readonly firstYear: number | null;
  };
  readonly afterTax: BasisAccountRecord;
  readonly preTaxCents: number;
  readonly rolledInRothCents: number;
  /** What each account a conversion can take from holds. */
  readonly convertible: readonly { readonly account: ConvertibleAccount; readonly availableCents: number }[];
}

/** A conversion request as the SPA sends it: the account key and the amount in cents. */
export interface RothConversionRequest {
  readonly account: string;
  readonly amountCents: number | undefined;
}

/** The label of a convertible account ('after_tax' -> 'After Tax'). */
export function convertibleAccountLabel(key: string): string {
  return CONVERTIBLE_ACCOUNTS.find((a) => a.key === key)?.label ?? 'Another account';
}

/**
 * The year a Roth 5-taxable-year period started by `firstYear` ends: distributions from January 1 of `firstYear + 5`
 * can be qualified (IRC 402A(d)(2)(B)), with age 59½, death or disability.
 */
export function qualifiedFromYear(firstYear: number): number {
  return firstYear + 5;
}
