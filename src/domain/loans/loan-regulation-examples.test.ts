import { describe, expect, test } from 'vitest';
import type { CalendarDate } from '@/domain/shared/calendar-date';
import { amortisationSchedule } from './amortisation-schedule';
import { cureDeadline, missedPaymentState } from './cure-period';
import { deemedDistribution } from './deemed-distribution';
import { balanceOn, highestBalanceLast12MonthsCents, type LoanLedger, missedPayment, originalSchedule } from './loan-balance';
import { maxLoanCents } from './loan-limit';
import { loanApplicationErrors } from './loan-terms';

/**
 * The IRS's own published examples for participant loans (Treas. Reg. 1.72(p)-1 and IRC 72(p)) as tests of the loan
 * rules. The regulation's introduction: the examples use 8.75% interest and assume no other loan. The regulation states
 * its figures in whole dollars, so the product's cents are compared after rounding to the dollar where it says so.
 *
 * Where the regulation deems an amount distributed (a loan over the limit, a term over five years), the product refuses
 * the application instead (decision 0190): the tests check the limit and the refusal, and the excess the regulation
 * names. The regulation counts a five-year term as ending the day before the fifth anniversary (a loan of Jan 1, 2005
 * with 20 quarterly payments "ends on December 31, 2009"); the product's first payment is one period after the loan
 * date, so the examples' loans are dated one day earlier here to put the due dates on the regulation's dates.
 */

const dollars = (cents: number): number => Math.round(cents / 100);
const day = (year: number, month: number, d: number): CalendarDate => ({ year, month, day: d });

/** A ledger whose first `count` scheduled payments were made on their due dates. */
function paidOnTime(loan: LoanLedger, count: number): LoanLedger {
  const rows = originalSchedule(loan).slice(0, count);
  return { ...loan, repayments: rows.map((row) => ({ paidOn: row.dueDate, amountCents: row.paymentCents })) };
}

describe('Treas. Reg. 1.72(p)-1 Q&A-4 examples: the amount limit and the term (IRC 72(p)(2)(A), (B))', () => {
  const noOtherLoan = { highestBalanceLast12MonthsCents: 0, outstandingBalanceCents: 0 };
  const generalFiveYears = { purpose: 'general', termMonths: 60, frequency: 'monthly' };

  test('Example 1: $200,000 vested, a $70,000 loan: the limit is $50,000, $20,000 over it', () => {
    // Aug 1, 2002: nonforfeitable balance $200,000, loan $70,000 over 5 years in level monthly installments. The
    // regulation: a deemed distribution of $20,000 (the excess over $50,000). The product refuses the $70,000 loan.
    const limit = maxLoanCents({ ...noOtherLoan, vestedCents: 200_000_00 });
    expect(limit).toBe(50_000_00);
    expect(70_000_00 - limit).toBe(20_000_00);
    expect(loanApplicationErrors({ ...generalFiveYears, amountCents: 70_000_00 }, limit)).toEqual([
      'Loan amount cannot be more than $50,000.00',
    ]);
    expect(loanApplicationErrors({ ...generalFiveYears, amountCents: 50_000_00 }, limit)).toEqual([]);
  });

  test('Example 2: $30,000 vested, a $20,000 loan: the limit is $15,000 (half the vested balance), $5,000 over it', () => {
    // Aug 1, 2002: nonforfeitable balance $30,000, loan $20,000 over 5 years in level monthly installments. The
    // regulation: the limit is $15,000 (the greater of $10,000 and half the balance), a deemed distribution of $5,000.
    // Half the balance is above $10,000 here, so the product's rule without the floor (decision 0278) gives the same.
    const limit = maxLoanCents({ ...noOtherLoan, vestedCents: 30_000_00 });
    expect(limit).toBe(15_000_00);
    expect(20_000_00 - limit).toBe(5_000_00);
    expect(loanApplicationErrors({ ...generalFiveYears, amountCents: 20_000_00 }, limit)).toEqual([
      'Loan amount cannot be more than $15,000.00',
    ]);
  });

  test('Example 3: a $20,000 loan over 7 years, not for a principal residence, fails the 5-year term', () => {
    // Aug 1, 2002: nonforfeitable balance $100,000, loan $20,000 over 7 years in level monthly installments, not a
    // principal residence loan. The regulation: the whole $20,000 is a deemed distribution (IRC 72(p)(2)(B)(i)). The
    // amount is within the limit; the product refuses the 84-month term.
    const limit = maxLoanCents({ ...noOtherLoan, vestedCents: 100_000_00 });
    expect(limit).toBe(50_000_00);
    expect(
      loanApplicationErrors({ amountCents: 20_000_00, purpose: 'general', termMonths: 84, frequency: 'monthly' }, limit),
    ).toEqual(['Loan term can be at most 5 years unless the loan is for a principal residence']);
    // IRC 72(p)(2)(B)(ii): the 5-year term does not apply to a loan to acquire a principal residence.
    expect(
      loanApplicationErrors(
        { amountCents: 20_000_00, purpose: 'principal_residence', termMonths: 84, frequency: 'monthly' },
        limit,
      ),
    ).toEqual([]);
  });

  test('IRC 72(p)(2)(A)(ii) $10,000 alternative: the product deliberately offers only half the vested balance', () => {
    // The statute allows the greater of half the vested balance and $10,000: with $16,000 vested, $10,000. The product
    // secures loans by the account alone, so its documented rule (decision 0278; 29 CFR 2550.408b-1(f)(2)) is half the
    // vested balance with no $10,000 floor: $8,000.
    const limit = maxLoanCents({ ...noOtherLoan, vestedCents: 16_000_00 });
    expect(limit).toBe(8_000_00);
    expect(loanApplicationErrors({ ...generalFiveYears, amountCents: 10_000_00 }, limit)).toEqual([
      'Loan amount cannot be more than $8,000.00',
    ]);
  });
});

describe('Treas. Reg. 1.72(p)-1 Q&A-9 example: level monthly installments (IRC 72(p)(2)(C))', () => {
  test('$40,000 over 5 years in level monthly installments of $825', () => {
    // Jul 1, 2002: nonforfeitable balance $80,000, loan $40,000 repaid in level monthly installments of $825 over
    // 5 years. (The example's leave of absence and the payments after it are not modelled by the product.)
    const schedule = amortisationSchedule({
      principalCents: 40_000_00,
      annualRateBps: 875,
      termMonths: 60,
      frequency: 'monthly',
      startDate: day(2002, 7, 1),
    });
    expect(schedule).toHaveLength(60);
    expect(dollars(schedule[0].paymentCents)).toBe(825);
    expect(schedule.slice(0, 59).every((row) => dollars(row.paymentCents) === 825)).toBe(true);
    expect(schedule[59].balanceCents).toBe(0);
  });
});

describe('Treas. Reg. 1.72(p)-1 Q&A-10 example: the cure period and the deemed distribution', () => {
  // Aug 1, 2002: nonforfeitable balance $45,000, loan $20,000 repaid over 5 years in level monthly installments due at
  // the end of each month. Every payment through Jul 31, 2003 is made; the one due Aug 31, 2003 and all later ones are
  // not. Dated Jul 31, 2002 here so that the product's due dates fall on the month ends (Aug 31, 2002 ... Jul 31, 2007).
  const loan: LoanLedger = {
    principalCents: 20_000_00,
    annualRateBps: 875,
    termMonths: 60,
    frequency: 'monthly',
    startDate: day(2002, 7, 31),
    repayments: [],
  };
  const twelvePaid = paidOnTime(loan, 12);

  test('the installments fall due at each month end, the last on Jul 31, 2007', () => {
    const schedule = originalSchedule(loan);
    expect(schedule[0].dueDate).toEqual(day(2002, 8, 31));
    expect(schedule[11].dueDate).toEqual(day(2003, 7, 31));
    expect(schedule[12].dueDate).toEqual(day(2003, 8, 31));
    expect(schedule[59].dueDate).toEqual(day(2007, 7, 31));
  });

  test('the Aug 31, 2003 installment may be cured until Dec 31, 2003, the end of the next calendar quarter', () => {
    // Q&A-10(a): the cure period cannot continue beyond the last day of the calendar quarter following the quarter in
    // which the installment was due. The example's alternative: a cure period to the end of the next calendar quarter
    // gives a deemed distribution on December 31, 2003. (Its first reading, a plan's three-month cure period ending
    // Nov 30, 2003, is not expressible: the product always allows the longest cure period.)
    expect(cureDeadline(day(2003, 8, 31))).toEqual(day(2003, 12, 31));
    expect(missedPaymentState(day(2003, 8, 31), day(2003, 12, 31))).toBe('curable');
    expect(missedPaymentState(day(2003, 8, 31), day(2004, 1, 1))).toBe('deemed_distribution');
    expect(missedPayment(twelvePaid, day(2003, 9, 1))).toEqual({
      number: 13,
      dueDate: day(2003, 8, 31),
      cureDeadline: day(2003, 12, 31),
      state: 'curable',
    });
  });

  test('deemed distributed on December 31, 2003, reported for 2003 with code L', () => {
    // Q&A-10(b): the entire outstanding balance, accrued interest included, at the end of the cure period. The example's
    // amount, $17,282, is not asserted: it compounds the unpaid interest monthly, while the product accrues simple
    // interest on the principal and never compounds it (decision 0277), which gives $17,273.16 (open question).
    expect(deemedDistribution(twelvePaid, day(2003, 12, 31))).toBeUndefined();
    const deemed = deemedDistribution(twelvePaid, day(2004, 1, 1));
    expect(deemed?.date).toEqual(day(2003, 12, 31));
    expect(deemed?.taxYear).toBe(2003);
    expect(deemed?.missedPaymentNumber).toBe(13);
    expect(deemed?.distributionCode).toBe('L');
  });

  test('the five missed installments made up on Dec 31, 2003, the last day of the cure period: no deemed distribution', () => {
    // Q&A-10(a): no violation if the installment is made by the end of the cure period. Payments 13 to 17 (Aug 31 to
    // Dec 31, 2003) are paid together on Dec 31, 2003.
    const owed = originalSchedule(loan)
      .slice(12, 17)
      .reduce((sum, row) => sum + row.paymentCents, 0);
    const cured = { ...twelvePaid, repayments: [...twelvePaid.repayments, { paidOn: day(2003, 12, 31), amountCents: owed }] };
    expect(deemedDistribution(cured, day(2004, 1, 1))).toBeUndefined();
    expect(missedPayment(cured, day(2004, 1, 1))).toBeUndefined();
  });
});

describe('Treas. Reg. 1.72(p)-1 Q&A-20 Example 1: the limit after a year of repayments (IRC 72(p)(2)(A)(i))', () => {
  // Jan 1, 2005: vested balance over $100,000, loan $40,000 repaid in 20 quarterly installments of $2,491, the term
  // ending Dec 31, 2009. On Jan 1, 2006 the outstanding balance is $33,322. Dated Dec 31, 2004 here so that the product's
  // due dates are the quarter ends (Mar 31, 2005 ... Dec 31, 2009). The product has no replacement (refinancing) loans:
  // a new loan is taken alongside the old one, which is how paragraph (a)(2) counts a replacement loan whose term ends
  // later than the old one's (both outstanding).
  const loan: LoanLedger = {
    principalCents: 40_000_00,
    annualRateBps: 875,
    termMonths: 60,
    frequency: 'quarterly',
    startDate: day(2004, 12, 31),
    repayments: [],
  };
  const newLoanDay = day(2006, 1, 1);
  const fourPaid = paidOnTime(loan, 4);

  test('20 quarterly installments of $2,491, the last on Dec 31, 2009', () => {
    const schedule = originalSchedule(loan);
    expect(schedule).toHaveLength(20);
    expect(schedule.every((row) => dollars(row.paymentCents) === 2_491)).toBe(true);
    expect(schedule[0].dueDate).toEqual(day(2005, 3, 31));
    expect(schedule[19].dueDate).toEqual(day(2009, 12, 31));
    expect(schedule[19].balanceCents).toBe(0);
  });

  test('on Jan 1, 2006 the balance is $33,322 and the highest balance of the year before is $40,000', () => {
    expect(dollars(balanceOn(fourPaid, newLoanDay))).toBe(33_322);
    expect(highestBalanceLast12MonthsCents([fourPaid], newLoanDay)).toBe(40_000_00);
  });

  test('all loans may total at most $43,322: room for $10,000 more, a new $40,000 loan is $30,000 over', () => {
    // The regulation: $50,000 less $6,678 ($40,000 - $33,322) = $43,322 for the new loan plus the $33,322 outstanding;
    // a new $40,000 loan brings the total to $73,322, $30,000 over, which is the deemed distribution.
    const limit = maxLoanCents({
      vestedCents: 100_000_01,
      highestBalanceLast12MonthsCents: highestBalanceLast12MonthsCents([fourPaid], newLoanDay),
      outstandingBalanceCents: balanceOn(fourPaid, newLoanDay),
    });
    expect(limit).toBe(10_000_00);
    expect(40_000_00 - limit).toBe(30_000_00);
    const quarterlyFiveYears = { purpose: 'general', termMonths: 60, frequency: 'quarterly' };
    expect(loanApplicationErrors({ ...quarterlyFiveYears, amountCents: 40_000_00 }, limit)).toEqual([
      'Loan amount cannot be more than $10,000.00',
    ]);
    expect(loanApplicationErrors({ ...quarterlyFiveYears, amountCents: 10_000_00 }, limit)).toEqual([]);
  });
});
