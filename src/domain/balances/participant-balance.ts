import { isRothEmployerSource } from '@/domain/contributions/roth-employer';
import { formatCents } from '@/domain/money';

/**
 * A participant's balance by source (decision 0288): what the plan holds for them, split into the accounts a
 * distribution names, in integer cents.
 *
 * Vesting: every account is 100% vested. Elective deferrals must be (IRC 401(k)(2)(C)), so must the employee's own
 * after-tax contributions (IRC 411(a)(1)); the product's one-participant plan vests employer money immediately as well
 * (decision 0241), which IRC 411(a)(2) allows, so the vested balance is the whole balance.
 */

/** The accounts of a balance: the contribution types, with rollovers split into their pre-tax and Roth parts. */
export const BALANCE_SOURCES = [
  'pre_tax',
  'roth',
  'profit_sharing',
  'employer_match',
  'after_tax',
  'rollover_pre_tax',
  'rollover_roth',
] as const;

/** One account of a balance. */
export type BalanceSource = (typeof BALANCE_SOURCES)[number];

/** The ledger's contribution types (spec section 3) and the account each one's money is in. */
const SOURCE_OF_CONTRIBUTION: Readonly<Record<string, BalanceSource>> = {
  'Deferral Pre-Tax': 'pre_tax',
  'Deferral Roth': 'roth',
  'Profit Sharing': 'profit_sharing',
  'Employer Match': 'employer_match',
  'After Tax': 'after_tax',
  'Roll Overs': 'rollover_pre_tax',
};

/** Whether a deposit is an employer contribution designated Roth. */
const isDesignatedRothDeposit = (c: { source: string; roth?: boolean }): boolean =>
  c.roth === true && isRothEmployerSource(c.source);

/** A distribution's account keys (DISTRIBUTION_SOURCES) and the balance sources each one takes from. */
const SOURCES_OF_ACCOUNT: Readonly<Record<string, readonly BalanceSource[]>> = {
  pre_tax: ['pre_tax'],
  roth: ['roth'],
  profit_sharing: ['profit_sharing'],
  employer_match: ['employer_match'],
  after_tax: ['after_tax'],
  rollover: ['rollover_pre_tax', 'rollover_roth'],
};

/** Statuses of a distribution whose money is gone or promised: it reduces what is left (a rejected one does not). */
export const RESERVING_DISTRIBUTION_STATUSES: readonly string[] = ['requested', 'approved', 'paid'];

/** What the balance is computed from; every amount in cents. */
export interface HoldingsInput {
  /** Whether the participant is in a plan (their own adopted plan or one they joined); without one nothing is held. */
  readonly hasPlan: boolean;
  /**
   * The contribution ledger's deposits (received rollovers are 'Roll Overs' entries), with the day deposited
   * (YYYY-MM-DD) when known: dated money events are applied in date order (decision 0335).
   */
  readonly contributions: readonly {
    readonly source: string;
    readonly amountCents: number;
    readonly roth?: boolean;
    readonly on?: string;
  }[];
  /** The Roth part of the received rollovers (the rest of the 'Roll Overs' money is pre-tax). */
  readonly rolloverRothCents: number;
  /** Sum of the asset transactions that were purchases through the plan (money sent from the plan's cash). */
  readonly purchasesCents: number;
  /** Every asset's current value (plan-value's valueOn today), with its type ('cash' is money at the bank). */
  readonly assets: readonly { readonly type: string; readonly valueCents: number }[];
  /** Distribution requests in the order made, with the account keys they take from. */
  readonly distributions: readonly {
    readonly status: string;
    readonly amountCents: number;
    readonly accounts: readonly string[];
    /** The day requested (YYYY-MM-DD), when known. */
    readonly on?: string;
  }[];
  /**
   * In-plan Roth conversions (decision 0335), each with the day made, the account it took from and what that account
   * held then: it moves the same share of the account into the designated Roth account.
   */
  readonly conversions?: readonly {
    readonly account: string;
    readonly amountCents: number;
    readonly accountBalanceCents: number;
    readonly on: string;
  }[];
  /** Principal of signed loans still outstanding today (IRC 72(p): lent out, so not there to take or lend again). */
  readonly loansOutstandingCents: number;
}

/** A participant's balance. */
export interface ParticipantBalance {
  /** Vested balance per source (the whole balance: 100% vested); sums to totalCents. */
  readonly bySource: Readonly<Record<BalanceSource, number>>;
  /** What the participant holds and may take or borrow, never below zero. */
  readonly totalCents: number;
  /** The plan's cash available for a purchase, never below zero. */
  readonly cashCents: number;
}

const zeroes = (): Record<BalanceSource, number> =>
  Object.fromEntries(BALANCE_SOURCES.map((s) => [s, 0])) as Record<BalanceSource, number>;

/**
 * Splits `total` cents in proportion to `weights` (each at least 0, at least one above 0) by largest remainders:
 * every part is a whole number of cents and the parts sum to `total` exactly.
 */
export function apportionCents(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + BigInt(b), 0n);
  const big = BigInt(total);
  const parts = weights.map((w) => (big * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % sum }));
  let left = Number(big - parts.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i] += 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** The balance sources a distribution's account keys name (unknown keys name none). */
export function sourcesOfAccounts(accounts: readonly string[]): BalanceSource[] {
  return [...new Set(accounts.flatMap((a) => SOURCES_OF_ACCOUNT[a] ?? []))];
}

/**
 * The participant's balance (decision 0288). Money in: the ledger's deposits by source; money out: purchases, the
 * distributions requested, approved or paid, and outstanding loan principal. The plan's cash is the ledger money not
 * spent plus the value of its 'cash' assets; the balance is that cash plus every other asset's current value. It is
 * split among the sources in proportion to the money each put in less what distributions took from it (a distribution
 * takes from the sources it names, in proportion to what they held then); holdings with no recorded source count as
 * pre-tax, the account whose money is all taxable when paid (IRC 72: no investment in the contract).
 */
export function participantBalance(input: HoldingsInput): ParticipantBalance {
  if (!input.hasPlan) return { bySource: zeroes(), totalCents: 0, cashCents: 0 };
  const weights = zeroes();
  let ledgerCents = 0;
  // The Roth part of the received rollovers, spread over the 'Roll Overs' deposits in proportion to their amounts.
  const rollovers = input.contributions.filter((c) => c.source === 'Roll Overs' && c.amountCents > 0);
  const rolloverCents = rollovers.reduce((sum, c) => sum + c.amountCents, 0);
  const rolloverRoth = Math.min(Math.max(0, input.rolloverRothCents), rolloverCents);
  const rothOfRollover = new Map<object, number>();
  if (rolloverRoth > 0)
    apportionCents(
      rolloverRoth,
      rollovers.map((c) => c.amountCents),
    ).forEach((part, i) => rothOfRollover.set(rollovers[i], part));
  type Event = { on: string; order: number; index: number; apply: () => void };
  const events: Event[] = [
    ...input.contributions.map((c, index) => ({
      on: c.on ?? '',
      order: 0,
      index,
      apply: () => {
        // A Roth-designated employer deposit is in the designated Roth account (Notice 2024-2; decision 0332).
        const roth = rothOfRollover.get(c) ?? 0;
        weights[isDesignatedRothDeposit(c) ? 'roth' : (SOURCE_OF_CONTRIBUTION[c.source] ?? 'pre_tax')] += c.amountCents - roth;
        weights.rollover_roth += roth;
        ledgerCents += c.amountCents;
      },
    })),
    ...input.distributions.map((d, index) => ({
      on: d.on ?? '',
      order: 1,
      index,
      apply: () => {
        if (!RESERVING_DISTRIBUTION_STATUSES.includes(d.status)) return;
        ledgerCents -= d.amountCents;
        const named = sourcesOfAccounts(d.accounts).filter((s) => weights[s] > 0);
        if (named.length === 0) return;
        const charges = apportionCents(
          d.amountCents,
          named.map((s) => weights[s]),
        );
        named.forEach((s, i) => {
          weights[s] = Math.max(0, weights[s] - charges[i]);
        });
      },
    })),
    ...(input.conversions ?? []).map((c, index) => ({
      on: c.on,
      order: 2,
      index,
      apply: () => {
        // The money stays in the plan: the converted share of the account's weight moves to the Roth account, so the
        // account keeps (balance - amount) and the Roth account gains the amount at the day's values (decision 0335).
        for (const s of sourcesOfAccounts([c.account])) {
          const moved =
            c.accountBalanceCents <= c.amountCents
              ? weights[s]
              : Math.min(
                  weights[s],
                  Number((BigInt(weights[s]) * BigInt(Math.max(0, c.amountCents))) / BigInt(c.accountBalanceCents)),
                );
          weights[s] -= moved;
          weights.roth += moved;
        }
      },
    })),
  ];
  // With conversions, events in date order (on one day deposits first, then distributions, then conversions; undated
  // ones first), so a conversion moves the share of what its account held that day; without, deposits then
  // distributions in the order made (decision 0288).
  if ((input.conversions ?? []).length > 0)
    events.sort((a, b) => (a.on === b.on ? a.order - b.order || a.index - b.index : a.on < b.on ? -1 : 1));
  for (const e of events) e.apply();
  ledgerCents -= input.purchasesCents + input.loansOutstandingCents;
  const cashAssets = input.assets.filter((a) => a.type === 'cash').reduce((s, a) => s + a.valueCents, 0);
  const otherAssets = input.assets.filter((a) => a.type !== 'cash').reduce((s, a) => s + a.valueCents, 0);
  const cash = ledgerCents + cashAssets;
  const total = Math.max(0, cash + otherAssets);
  const bySource = zeroes();
  const positive = BALANCE_SOURCES.map((s) => weights[s]);
  if (positive.some((w) => w > 0))
    apportionCents(total, positive).forEach((part, i) => {
      bySource[BALANCE_SOURCES[i]] = part;
    });
  else bySource.pre_tax = total;
  return { bySource, totalCents: total, cashCents: Math.min(total, Math.max(0, cash)) };
}

/** What the sources named by a distribution's account keys hold, in cents. */
export function availableFromAccounts(balance: ParticipantBalance, accounts: readonly string[]): number {
  return sourcesOfAccounts(accounts).reduce((sum, s) => sum + balance.bySource[s], 0);
}

/** Message when a distribution asks for more than its accounts hold (field `amount`). */
export const distributionOverBalanceMessage = (availableCents: number): string =>
  `The most you can take from the chosen accounts is ${formatCents(availableCents)}`;

/** Message when a request's accounts no longer hold its amount at approval or payment (field `amount`). */
export const distributionNoLongerCoveredMessage = (availableCents: number, amountCents: number): string =>
  `The chosen accounts now hold ${formatCents(availableCents)}, less than this request's ${formatCents(amountCents)}`;

/** Message when a loan asks for more than the plan holds for the participant (field `amount`). */
export const loanOverBalanceMessage = (availableCents: number): string =>
  `The most you can borrow from what the plan holds for you is ${formatCents(availableCents)}`;

/** Message when a purchase costs more than the plan's cash (field `purchase_price`). */
export const purchaseOverCashMessage = (cashCents: number): string =>
  `The plan's cash is ${formatCents(cashCents)}; a purchase cannot cost more`;
