import { isRothEmployerSource } from '@/domain/contributions/roth-employer';
import { apportionCents, type ParticipantBalance, sourcesOfAccounts } from './participant-balance';

/**
 * Separate accounting by source for taxes (decision 0335). Section 72 treats two parts of a participant's balance as
 * separate contracts, each with its own investment in the contract (basis) and earnings: the designated Roth account
 * (IRC 402A(d)(4)) and the employee's after-tax contributions with their earnings (IRC 72(d)(2)). Everything else is
 * pre-tax money, taxable in full when paid (no investment in the contract).
 *
 * - Roth basis: the Roth deferrals and Roth employer contributions (taxed when made: IRC 402A(a); Notice 2024-2) and the
 *   whole amount of each in-plan Roth conversion (its taxable part was taxed when converted and its after-tax part was
 *   basis already: IRC 402A(c)(4)), less the basis each later distribution from the Roth account recovered.
 * - After-tax basis: the after-tax contributions, less the basis each conversion or distribution from the after-tax
 *   account carried out (IRC 72(e)(8): pro rata to the account's value).
 * - Earnings: the account's value above its basis, never below 0 (a loss leaves no earnings).
 */

/** What the basis is read from; cents. */
export interface BasisInput {
  /** The ledger's deposits: source (contribution type) and whether an employer deposit was designated Roth. */
  readonly contributions: readonly { readonly source: string; readonly amountCents: number; readonly roth?: boolean }[];
  /** In-plan Roth conversions: the account taken from, the amount and the after-tax basis it carried (box 5). */
  readonly conversions: readonly { readonly account: string; readonly amountCents: number; readonly basisCents: number }[];
  /** Basis recovered by distributions already requested from each account (recorded on them when requested). */
  readonly recovered: { readonly afterTaxCents: number; readonly rothCents: number };
}

/** One separate contract's figures, cents. */
export interface BasisAccount {
  readonly balanceCents: number;
  readonly basisCents: number;
  readonly earningsCents: number;
}

/** The participant's balance as the tax rules see it. */
export interface TaxAccounts {
  /** The designated Roth account, with where its basis came from (before recoveries). */
  readonly roth: BasisAccount & {
    readonly deferralCents: number;
    readonly employerCents: number;
    readonly conversionCents: number;
  };
  /** The after-tax contributions' account. */
  readonly afterTax: BasisAccount;
  /** Pre-tax money (pre-tax deferrals, pre-tax employer money, pre-tax rollovers): taxable in full when paid. */
  readonly preTaxCents: number;
  /** Roth money rolled in from another plan's designated Roth account, kept in the rollover account. */
  readonly rolledInRothCents: number;
}

const account = (balanceCents: number, basisCents: number): BasisAccount => ({
  balanceCents,
  basisCents,
  earningsCents: Math.max(0, balanceCents - basisCents),
});

/** The participant's tax accounts: the balance by source with the basis kept for the Roth and after-tax accounts. */
export function taxAccounts(balance: ParticipantBalance, input: BasisInput): TaxAccounts {
  let deferral = 0;
  let employer = 0;
  let afterTax = 0;
  for (const c of input.contributions) {
    if (c.source === 'Deferral Roth') deferral += c.amountCents;
    else if (c.roth === true && isRothEmployerSource(c.source)) employer += c.amountCents;
    else if (c.source === 'After Tax') afterTax += c.amountCents;
  }
  const conversion = input.conversions.reduce((sum, c) => sum + c.amountCents, 0);
  const afterTaxOut = input.conversions.filter((c) => c.account === 'after_tax').reduce((sum, c) => sum + c.basisCents, 0);
  const rothBasis = Math.max(0, deferral + employer + conversion - input.recovered.rothCents);
  const afterTaxBasis = Math.max(0, afterTax - afterTaxOut - input.recovered.afterTaxCents);
  const by = balance.bySource;
  return {
    roth: { ...account(by.roth, rothBasis), deferralCents: deferral, employerCents: employer, conversionCents: conversion },
    afterTax: account(by.after_tax, afterTaxBasis),
    preTaxCents: by.pre_tax + by.profit_sharing + by.employer_match + by.rollover_pre_tax,
    rolledInRothCents: by.rollover_roth,
  };
}

/**
 * The basis share of taking `amountCents` from an account worth `balanceCents` holding `basisCents` of basis: amount x
 * basis / balance, rounded half up to the cent (IRC 72(e)(8)(B): the investment in the contract is recovered in the
 * ratio it bears to the account's value), never more than the amount or the basis; an account worth no more than its
 * basis (a loss) returns basis first, up to the basis.
 */
export function proRataBasisCents(amountCents: number, basisCents: number, balanceCents: number): number {
  const amount = Math.max(0, amountCents);
  const basis = Math.max(0, basisCents);
  if (basis === 0 || amount === 0) return 0;
  if (balanceCents <= basis) return Math.min(amount, basis);
  const share = Number((2n * BigInt(amount) * BigInt(basis) + BigInt(balanceCents)) / (2n * BigInt(balanceCents)));
  return Math.min(share, amount, basis);
}

/**
 * The basis a distribution of `amountCents` from `accounts` recovers (decision 0335): it takes from the named sources in
 * proportion to what they hold (as the balance charges it), and its after-tax part and designated Roth part each carry
 * their account's pro-rata basis share (IRC 72(e)(8); IRC 402A(d)(4) and 72(d)(2): separate contracts).
 */
export function basisRecoveredBy(
  amountCents: number,
  accounts: readonly string[],
  balance: ParticipantBalance,
  tax: TaxAccounts,
): { afterTaxCents: number; rothCents: number } {
  const named = sourcesOfAccounts(accounts).filter((s) => balance.bySource[s] > 0);
  if (named.length === 0 || amountCents <= 0) return { afterTaxCents: 0, rothCents: 0 };
  const held = named.reduce((sum, s) => sum + balance.bySource[s], 0);
  const parts = apportionCents(
    Math.min(amountCents, held),
    named.map((s) => balance.bySource[s]),
  );
  const partOf = (source: string): number => parts[named.indexOf(source as never)] ?? 0;
  return {
    afterTaxCents: proRataBasisCents(partOf('after_tax'), tax.afterTax.basisCents, tax.afterTax.balanceCents),
    rothCents: proRataBasisCents(partOf('roth'), tax.roth.basisCents, tax.roth.balanceCents),
  };
}
