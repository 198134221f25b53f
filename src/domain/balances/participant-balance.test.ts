import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  apportionCents,
  availableFromAccounts,
  distributionNoLongerCoveredMessage,
  distributionOverBalanceMessage,
  type HoldingsInput,
  loanOverBalanceMessage,
  participantBalance,
  purchaseOverCashMessage,
} from './participant-balance';

const empty: HoldingsInput = {
  hasPlan: true,
  contributions: [],
  rolloverRothCents: 0,
  purchasesCents: 0,
  assets: [],
  distributions: [],
  loansOutstandingCents: 0,
};

const TYPES = ['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match'] as const;
/** The account key of each single-account contribution type, written out here (rollovers have two parts). */
const KEY: Record<string, string> = {
  'Deferral Pre-Tax': 'pre_tax',
  'Deferral Roth': 'roth',
  'Profit Sharing': 'profit_sharing',
  'After Tax': 'after_tax',
  'Employer Match': 'employer_match',
};

const cents = fc.integer({ min: 0, max: 100_000_000_000 });
const contribution = fc.record({ source: fc.constantFrom(...TYPES), amountCents: fc.integer({ min: 1, max: 10_000_000_000 }) });
const asset = fc.record({ type: fc.constantFrom('cash', 'precious_metals', 'real_estate'), valueCents: cents });
const distribution = fc.record({
  status: fc.constantFrom('requested', 'approved', 'paid', 'rejected'),
  amountCents: fc.integer({ min: 1, max: 10_000_000_000 }),
  accounts: fc.subarray(['pre_tax', 'roth', 'profit_sharing', 'rollover', 'after_tax', 'employer_match', 'bogus'], {
    minLength: 1,
  }),
});
const holdings = fc.record({
  hasPlan: fc.boolean(),
  contributions: fc.array(contribution, { maxLength: 8 }),
  rolloverRothCents: fc.oneof(fc.constant(0), cents),
  purchasesCents: fc.oneof(fc.constant(0), cents),
  assets: fc.array(asset, { maxLength: 5 }),
  distributions: fc.array(distribution, { maxLength: 6 }),
  loansOutstandingCents: fc.oneof(fc.constant(0), cents),
});

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('participant balance', () => {
  test("the issue's plan: $3,677 of holdings and no contributions is $3,677.00 to take, all of it pre-tax", () => {
    const balance = participantBalance({ ...empty, assets: [{ type: 'precious_metals', valueCents: 367_700 }] });
    expect(balance.totalCents).toBe(367_700);
    expect(balance.bySource.pre_tax).toBe(367_700);
    expect(availableFromAccounts(balance, ['pre_tax'])).toBe(367_700);
    expect(availableFromAccounts(balance, ['roth'])).toBe(0);
    expect(balance.cashCents).toBe(0);
    expect(distributionOverBalanceMessage(availableFromAccounts(balance, ['pre_tax']))).toBe(
      'The most you can take from the chosen accounts is $3,677.00',
    );
  });

  test('a user with no plan holds nothing, whatever was recorded', () => {
    const balance = participantBalance({
      ...empty,
      hasPlan: false,
      contributions: [{ source: 'Deferral Pre-Tax', amountCents: 100_000 }],
      assets: [{ type: 'cash', valueCents: 100_000 }],
    });
    expect([balance.totalCents, balance.cashCents, availableFromAccounts(balance, ['pre_tax'])]).toEqual([0, 0, 0]);
  });

  test('deposits by source, a Roth rollover part, a purchase, a loan and distributions', () => {
    const balance = participantBalance({
      ...empty,
      contributions: [
        { source: 'Deferral Pre-Tax', amountCents: 2_000_000 },
        { source: 'Deferral Roth', amountCents: 1_000_000 },
        { source: 'Roll Overs', amountCents: 500_000 },
      ],
      rolloverRothCents: 200_000,
      distributions: [
        { status: 'paid', amountCents: 300_000, accounts: ['roth'] },
        { status: 'rejected', amountCents: 900_000, accounts: ['pre_tax'] },
      ],
    });
    expect(balance.bySource).toEqual({
      pre_tax: 2_000_000,
      roth: 700_000,
      profit_sharing: 0,
      employer_match: 0,
      after_tax: 0,
      rollover_pre_tax: 300_000,
      rollover_roth: 200_000,
    });
    expect(balance.totalCents).toBe(3_200_000);
    expect(availableFromAccounts(balance, ['rollover', 'roth'])).toBe(1_200_000);
    // Buying gold for $10,000 turns cash into an asset: the balance stays, the cash falls; a $5,000 loan takes both down.
    const invested = participantBalance({
      ...empty,
      contributions: [{ source: 'Profit Sharing', amountCents: 3_000_000 }],
      purchasesCents: 1_000_000,
      assets: [{ type: 'precious_metals', valueCents: 1_000_000 }],
      loansOutstandingCents: 500_000,
    });
    expect([invested.totalCents, invested.cashCents, invested.bySource.profit_sharing]).toEqual([
      2_500_000, 1_500_000, 2_500_000,
    ]);
  });

  test('gains and losses are shared by the sources in proportion to their money', () => {
    const balance = participantBalance({
      ...empty,
      contributions: [
        { source: 'Deferral Pre-Tax', amountCents: 100 },
        { source: 'Deferral Roth', amountCents: 200 },
      ],
      purchasesCents: 300,
      assets: [{ type: 'real_estate', valueCents: 1000 }],
    });
    // 1000 split 1:2 is 333.33 and 666.67: the extra cent goes to the larger remainder.
    expect([balance.bySource.pre_tax, balance.bySource.roth]).toEqual([333, 667]);
  });

  test('the messages name the amounts', () => {
    expect(distributionNoLongerCoveredMessage(1_000, 250_000)).toBe(
      "The chosen accounts now hold $10.00, less than this request's $2,500.00",
    );
    expect(loanOverBalanceMessage(123_456)).toBe('The most you can borrow from what the plan holds for you is $1,234.56');
    expect(purchaseOverCashMessage(0)).toBe("The plan's cash is $0.00; a purchase cannot cost more");
  });

  test('property: the total is the money in less the money out plus the asset values, never below 0, and the sources sum to it', () => {
    fc.assert(
      fc.property(holdings, (input) => {
        const balance = participantBalance(input);
        const reserved = input.distributions.filter((d) => d.status !== 'rejected').reduce((s, d) => s + d.amountCents, 0);
        const ledger =
          sum(input.contributions.map((c) => c.amountCents)) - reserved - input.purchasesCents - input.loansOutstandingCents;
        const cash = ledger + sum(input.assets.filter((a) => a.type === 'cash').map((a) => a.valueCents));
        const total = cash + sum(input.assets.filter((a) => a.type !== 'cash').map((a) => a.valueCents));
        const expectedTotal = input.hasPlan ? Math.max(0, total) : 0;
        expect(balance.totalCents).toBe(expectedTotal);
        expect(balance.cashCents).toBe(input.hasPlan ? Math.max(0, Math.min(cash, total)) : 0);
        expect(sum(Object.values(balance.bySource))).toBe(expectedTotal);
        for (const part of Object.values(balance.bySource)) expect(part).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  test('property: with only deposits and single-account distributions within reach, each account is its deposits less its distributions (Roth-designated employer deposits in the Roth account)', () => {
    const single = fc.constantFrom('Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'After Tax', 'Employer Match');
    fc.assert(
      fc.property(
        fc.array(fc.record({ source: single, amountCents: fc.integer({ min: 1, max: 1_000_000_000 }), roth: fc.boolean() }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.record({ pick: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }), { maxLength: 6 }),
        (contributions, takes) => {
          const left: Record<string, number> = {};
          // An employer deposit designated Roth is in the Roth account (SECURE 2.0 section 604); a designation on any
          // other type means nothing here (the entry rules refuse it).
          const keyOf = (c: { source: string; roth: boolean }): string =>
            c.roth && (c.source === 'Profit Sharing' || c.source === 'Employer Match') ? 'roth' : KEY[c.source];
          for (const c of contributions) left[keyOf(c)] = (left[keyOf(c)] ?? 0) + c.amountCents;
          const distributions = [];
          for (const t of takes) {
            const keys = Object.keys(left).filter((k) => left[k] > 0);
            if (keys.length === 0) break;
            const key = keys[t.pick % keys.length];
            const amountCents = Math.max(1, Math.floor(left[key] * t.share));
            left[key] -= amountCents;
            distributions.push({ status: 'paid', amountCents, accounts: [key] });
          }
          const balance = participantBalance({ ...empty, contributions, distributions });
          for (const key of Object.values(KEY)) expect(availableFromAccounts(balance, [key])).toBe(left[key] ?? 0);
        },
      ),
    );
  });

  test('property: apportioned parts are whole cents within a cent of the exact share and sum to the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 100_000_000_000_000 }), { minLength: 1, maxLength: 7 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = apportionCents(total, weights);
          expect(sum(parts)).toBe(total);
          const weightSum = weights.reduce((a, b) => a + BigInt(b), 0n);
          parts.forEach((part, i) => {
            const exactTimesSum = BigInt(total) * BigInt(weights[i]);
            // part is floor or ceil of total * w / sum: part*sum <= exact + sum and part*sum >= exact - sum.
            expect(BigInt(part) * weightSum <= exactTimesSum + weightSum).toBe(true);
            expect(BigInt(part) * weightSum >= exactTimesSum - weightSum).toBe(true);
          });
        },
      ),
    );
  });
});
