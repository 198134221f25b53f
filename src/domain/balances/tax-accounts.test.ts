import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { availableFromAccounts, type HoldingsInput, participantBalance } from './participant-balance';
import { basisRecoveredBy, taxAccounts } from './tax-accounts';

const empty: HoldingsInput = {
  hasPlan: true,
  contributions: [],
  rolloverRothCents: 0,
  purchasesCents: 0,
  assets: [],
  distributions: [],
  loansOutstandingCents: 0,
};

describe('in-plan Roth conversions in the balance', () => {
  test('after-tax money converted the day it was deposited moves into the Roth account whole', () => {
    const balance = participantBalance({
      ...empty,
      contributions: [
        { source: 'After Tax', amountCents: 3_000_000, on: '2026-03-01' },
        { source: 'Deferral Pre-Tax', amountCents: 1_000_000, on: '2026-03-01' },
      ],
      conversions: [{ account: 'after_tax', amountCents: 3_000_000, accountBalanceCents: 3_000_000, on: '2026-03-01' }],
    });
    expect([balance.bySource.after_tax, balance.bySource.roth, balance.bySource.pre_tax]).toEqual([0, 3_000_000, 1_000_000]);
    expect(balance.totalCents).toBe(4_000_000);
  });

  test('a later deposit to the account is not converted by an earlier conversion', () => {
    const balance = participantBalance({
      ...empty,
      contributions: [
        { source: 'After Tax', amountCents: 1_000_000, on: '2026-01-10' },
        { source: 'After Tax', amountCents: 400_000, on: '2026-06-10' },
      ],
      conversions: [{ account: 'after_tax', amountCents: 1_000_000, accountBalanceCents: 1_000_000, on: '2026-02-01' }],
    });
    expect([balance.bySource.after_tax, balance.bySource.roth]).toEqual([400_000, 1_000_000]);
  });

  test('with gains, converting half of the account leaves half: the share moved, not the dollars deposited', () => {
    // $10,000 after-tax grew to $11,000 (a $1,000 cash gain); $5,500 converted is half of it.
    const balance = participantBalance({
      ...empty,
      contributions: [{ source: 'After Tax', amountCents: 1_000_000, on: '2026-01-10' }],
      assets: [{ type: 'cash', valueCents: 100_000 }],
      conversions: [{ account: 'after_tax', amountCents: 550_000, accountBalanceCents: 1_100_000, on: '2026-05-01' }],
    });
    expect([balance.bySource.after_tax, balance.bySource.roth]).toEqual([550_000, 550_000]);
  });

  test('property: a conversion keeps the total and moves exactly its amount when made at the values of the day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('after_tax', 'pre_tax', 'profit_sharing', 'employer_match'),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (account, deposited, other, share) => {
          const source = {
            after_tax: 'After Tax',
            pre_tax: 'Deferral Pre-Tax',
            profit_sharing: 'Profit Sharing',
            employer_match: 'Employer Match',
          }[account];
          const contributions = [
            { source, amountCents: deposited, on: '2026-01-01' },
            { source: 'Deferral Roth', amountCents: other, on: '2026-01-01' },
          ];
          const before = participantBalance({ ...empty, contributions });
          const held = availableFromAccounts(before, [account]);
          const amountCents = Math.max(1, Math.floor(held * share));
          const after = participantBalance({
            ...empty,
            contributions,
            conversions: [{ account, amountCents, accountBalanceCents: held, on: '2026-02-01' }],
          });
          expect(after.totalCents).toBe(before.totalCents);
          // No gains here: the weights are the dollars, so the move is exact.
          expect(availableFromAccounts(after, [account])).toBe(held - amountCents);
          expect(after.bySource.roth).toBe(before.bySource.roth + amountCents);
        },
      ),
    );
  });
});

describe('tax accounts: basis and earnings by source', () => {
  test('the mega backdoor: $30,000 after-tax that earned $600, half converted', () => {
    const contributions = [
      { source: 'After Tax', amountCents: 3_000_000, on: '2026-01-05' },
      { source: 'Deferral Roth', amountCents: 2_000_000, on: '2026-01-05' },
      { source: 'Profit Sharing', amountCents: 1_000_000, roth: true, on: '2026-01-05' },
      { source: 'Deferral Pre-Tax', amountCents: 500_000, on: '2026-01-05' },
    ];
    const balance = participantBalance({ ...empty, contributions });
    const accounts = taxAccounts(balance, { contributions, conversions: [], recovered: { afterTaxCents: 0, rothCents: 0 } });
    expect(accounts.afterTax).toEqual({ balanceCents: 3_000_000, basisCents: 3_000_000, earningsCents: 0 });
    expect(accounts.roth).toEqual({
      balanceCents: 3_000_000,
      basisCents: 3_000_000,
      earningsCents: 0,
      deferralCents: 2_000_000,
      employerCents: 1_000_000,
      conversionCents: 0,
    });
    expect(accounts.preTaxCents).toBe(500_000);
    // A conversion of $15,300 carrying $15,000 basis: after-tax basis $15,000 left, the Roth basis grows by $15,300.
    const converted = taxAccounts(balance, {
      contributions,
      conversions: [{ account: 'after_tax', amountCents: 1_530_000, basisCents: 1_500_000 }],
      recovered: { afterTaxCents: 0, rothCents: 0 },
    });
    expect(converted.afterTax.basisCents).toBe(1_500_000);
    expect(converted.roth.basisCents).toBe(4_530_000);
    expect(converted.roth.conversionCents).toBe(1_530_000);
  });

  test('property: basis is what went in less what came out, never below 0; earnings are the value above it', () => {
    const deposit = fc.record({
      source: fc.constantFrom('Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'After Tax', 'Employer Match'),
      amountCents: fc.integer({ min: 1, max: 1_000_000_000 }),
      roth: fc.boolean(),
    });
    const conversion = fc.record({
      account: fc.constantFrom('after_tax', 'pre_tax', 'profit_sharing'),
      amountCents: fc.integer({ min: 1, max: 1_000_000_000 }),
      basisCents: fc.integer({ min: 0, max: 1_000_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(deposit, { maxLength: 8 }),
        fc.array(conversion, { maxLength: 4 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (contributions, conversions, afterTaxOut, rothOut) => {
          const balance = participantBalance({ ...empty, contributions });
          const got = taxAccounts(balance, {
            contributions,
            conversions,
            recovered: { afterTaxCents: afterTaxOut, rothCents: rothOut },
          });
          let rothIn = 0;
          let afterTaxIn = 0;
          for (const c of contributions) {
            const employer = c.source === 'Profit Sharing' || c.source === 'Employer Match';
            if (c.source === 'Deferral Roth' || (employer && c.roth)) rothIn += c.amountCents;
            if (c.source === 'After Tax') afterTaxIn += c.amountCents;
          }
          for (const c of conversions) {
            rothIn += c.amountCents;
            if (c.account === 'after_tax') afterTaxIn -= c.basisCents;
          }
          expect(got.roth.basisCents).toBe(Math.max(0, rothIn - rothOut));
          expect(got.afterTax.basisCents).toBe(Math.max(0, afterTaxIn - afterTaxOut));
          expect(got.roth.earningsCents).toBe(Math.max(0, balance.bySource.roth - got.roth.basisCents));
          expect(got.afterTax.earningsCents).toBe(Math.max(0, balance.bySource.after_tax - got.afterTax.basisCents));
          expect(got.preTaxCents + got.roth.balanceCents + got.afterTax.balanceCents + got.rolledInRothCents).toBe(
            balance.totalCents,
          );
        },
      ),
    );
  });
});

/** IRC 72(e)(8)(B) written out with exact rationals: amount x basis / value, halves up, at most the amount and the basis. */
function proRata(amount: number, basis: number, value: number): number {
  if (basis <= 0 || amount <= 0) return 0;
  if (value <= basis) return Math.min(amount, basis);
  const n = BigInt(amount) * BigInt(basis);
  const q = n / BigInt(value);
  const up = 2n * (n - q * BigInt(value)) >= BigInt(value) ? q + 1n : q;
  return Math.min(Number(up), amount, basis);
}

describe('basis recovered by a distribution', () => {
  test('a $5,000 distribution from after-tax money worth $22,000 with $20,000 basis recovers $4,545.45', () => {
    const contributions = [{ source: 'After Tax', amountCents: 2_000_000 }];
    const balance = participantBalance({ ...empty, contributions, assets: [{ type: 'cash', valueCents: 200_000 }] });
    const tax = taxAccounts(balance, { contributions, conversions: [], recovered: { afterTaxCents: 0, rothCents: 0 } });
    expect(basisRecoveredBy(500_000, ['after_tax'], balance, tax)).toEqual({ afterTaxCents: 454_545, rothCents: 0 });
    // Pre-tax money carries no basis.
    expect(basisRecoveredBy(500_000, ['pre_tax'], balance, tax)).toEqual({ afterTaxCents: 0, rothCents: 0 });
  });

  test('property: from one account, the pro-rata share of its basis; a mixed distribution splits by what each holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('after_tax', 'roth'),
        (afterTax, roth, gains, share, account) => {
          const contributions = [
            { source: 'After Tax', amountCents: afterTax },
            { source: 'Deferral Roth', amountCents: roth },
          ];
          const balance = participantBalance({ ...empty, contributions, assets: [{ type: 'cash', valueCents: gains }] });
          const tax = taxAccounts(balance, { contributions, conversions: [], recovered: { afterTaxCents: 0, rothCents: 0 } });
          const held = balance.bySource[account];
          const amount = Math.max(1, Math.floor(held * share));
          const got = basisRecoveredBy(amount, [account], balance, tax);
          const basis = account === 'after_tax' ? afterTax : roth;
          const expected = proRata(Math.min(amount, held), basis, held);
          expect(account === 'after_tax' ? got : { afterTaxCents: got.rothCents, rothCents: got.afterTaxCents }).toEqual({
            afterTaxCents: expected,
            rothCents: 0,
          });
          // Both accounts at once: the parts follow the holdings, so the basis recovered is the same share of each basis.
          const both = basisRecoveredBy(balance.bySource.after_tax + balance.bySource.roth, ['after_tax', 'roth'], balance, tax);
          expect(both).toEqual({
            afterTaxCents: Math.min(afterTax, balance.bySource.after_tax),
            rothCents: Math.min(roth, balance.bySource.roth),
          });
        },
      ),
    );
  });
});
