import { type DistributionAccountKey, distributionAccountOf } from '@/domain/distributions/distribution-request';
import type { Form1099R } from './distribution-tax-forms';
import type { ContributionSource } from './contribution-usage';

/**
 * Roth employer contributions (SECURE 2.0 Act section 604, IRC 402A(a) as amended; IRS Notice 2024-2, section L): a
 * plan may let a participant designate matching and nonelective contributions as Roth. In this product's plans those are
 * the Employer Match and Profit Sharing sources. Designated Roth, they are held in the designated Roth account, count
 * against the same limits as before (415(c)), and are taxable to the participant in the year they are allocated to the
 * account, reported on Form 1099-R (boxes 1 and 2a, code G in box 7), not on Form W-2, with no tax withheld.
 */
export const ROTH_EMPLOYER_SOURCES: readonly ContributionSource[] = ['Profit Sharing', 'Employer Match'];

/** The plan step's election that allows Roth employer contributions (decision 0332). */
export const ROTH_EMPLOYER_ELECTION = 'plan_roth_employer';

/** The messages of a deposit's Roth designation. */
export const ROTH_EMPLOYER_MESSAGES = {
  notYesOrNo: 'Roth must be yes or no',
  notEmployerSource: 'Only Profit Sharing and Employer Match can be designated Roth',
  notElected: 'The plan does not allow Roth employer contributions; allow them in the plan details first',
} as const;

/** The kind of the yearly Form 1099-R that reports Roth employer contributions. */
export const ROTH_EMPLOYER_FORM_KIND = 'roth_employer_contributions';

/** Whether a source can be designated Roth (matching or nonelective contributions). */
export function isRothEmployerSource(source: unknown): boolean {
  return (ROTH_EMPLOYER_SOURCES as readonly unknown[]).includes(source);
}

/**
 * The messages of a deposit's `roth` designation: absent or false is pre-tax; true needs an employer source and a plan
 * that allows Roth employer contributions (`allowed`; undefined when the caller does not know, which checks the source
 * only).
 */
export function rothDesignationErrors(source: unknown, roth: unknown, allowed: boolean | undefined): string[] {
  if (roth === undefined || roth === null || roth === false) return [];
  if (roth !== true) return [ROTH_EMPLOYER_MESSAGES.notYesOrNo];
  if (!isRothEmployerSource(source)) return [ROTH_EMPLOYER_MESSAGES.notEmployerSource];
  return allowed === false ? [ROTH_EMPLOYER_MESSAGES.notElected] : [];
}

/** A ledger deposit as far as its account goes: its contribution type and whether it was designated Roth. */
export interface DesignatedDeposit {
  readonly source: string;
  readonly roth?: boolean;
}

/**
 * The account a deposit's money is in: a Roth-designated employer contribution is in the designated Roth account
 * (Notice 2024-2; IRC 402A(b)(2): Roth money is kept in a separate account), anything else in its type's account.
 */
export function depositAccountOf(deposit: DesignatedDeposit): DistributionAccountKey | undefined {
  if (deposit.roth === true && isRothEmployerSource(deposit.source)) return 'roth';
  return distributionAccountOf(deposit.source);
}

/** A deposit as the yearly report needs it: amount, the day deposited (YYYY-MM-DD) and its designation. */
export interface AllocatedDeposit extends DesignatedDeposit {
  readonly amountCents: number;
  readonly depositDate: string;
}

/**
 * Roth employer contributions of calendar year `year`, cents: the Roth-designated employer deposits allocated in it.
 * Notice 2024-2 makes them taxable in the year allocated to the participant's account, even when the employer counts
 * them for its year before (IRC 404(a)(6)); the deposit day is when the ledger allocates them.
 */
export function rothEmployerCentsOf(deposits: readonly AllocatedDeposit[], year: number): number {
  let total = 0;
  for (const d of deposits) {
    if (d.roth === true && isRothEmployerSource(d.source) && Number(d.depositDate.slice(0, 4)) === year) total += d.amountCents;
  }
  return total;
}

/**
 * The Form 1099-R of a year's Roth employer contributions (Notice 2024-2, section L; Instructions for Forms 1099-R and
 * 5498: the year's total in boxes 1 and 2a, code G in box 7, nothing withheld in box 4; box 11 the first year of the
 * designated Roth account), dated December 31 of the year; undefined when there were none.
 */
export function rothEmployerForm(year: number, cents: number, firstRothYear: number | undefined): Form1099R | undefined {
  if (cents <= 0) return undefined;
  return {
    distributionId: `${ROTH_EMPLOYER_FORM_KIND}-${year}`,
    paidOn: `${String(year).padStart(4, '0')}-12-31`,
    kind: ROTH_EMPLOYER_FORM_KIND,
    designatedRoth: true,
    grossCents: cents,
    taxableCents: cents,
    federalWithheldCents: 0,
    code: 'G',
    firstRothYear: firstRothYear ?? year,
  };
}

/**
 * What the year's Roth employer contributions mean for the participant's taxes, in words (Notice 2024-2, section L:
 * income of the year allocated, on Form 1099-R code G rather than Form W-2, not wages for withholding), given the amount
 * as the screen formats it.
 */
export function rothEmployerTaxNote(year: number, amount: string): string {
  return (
    `Roth employer contributions deposited in ${year}: ${amount}. They are taxable income to you for ${year}, ` +
    'reported on Form 1099-R with code G (not on your W-2). No tax is withheld from them, so you may need to pay ' +
    'estimated tax; later, qualified distributions of them and their earnings are tax-free.'
  );
}
