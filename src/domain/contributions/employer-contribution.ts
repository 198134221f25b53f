import { formatCents } from '@/domain/money';
import type { YearLimits } from './contribution-limits';

/** How the owner is paid: W-2 wages (a corporation, or an LLC taxed as one) or net self-employment earnings. */
export type CompensationBasis = 'w2' | 'selfEmployment';

/** One line of the computation, for people to follow. */
export interface CalculationStep {
  label: string;
  cents: number;
}

/** The most the business may contribute as employer (profit sharing), and how it was computed. */
export interface EmployerContribution {
  /** The employer contribution limit: the deduction limit, capped by what 415(c) leaves after the year's deferrals. */
  maximumCents: number;
  /** The deduction limit alone (IRC 404(a)(3)): 25% of compensation; 20% of net earnings for the self-employed. */
  deductionLimitCents: number;
  steps: CalculationStep[];
}

/** Largest amount the calculator takes, in cents ($1,000,000,000): keeps every product a safe integer. */
export const MAX_CALCULATOR_CENTS = 100_000_000_000;
/** The plan's employer contribution rate (25% of compensation). */
const PLAN_RATE = { numerator: 25, denominator: 100 };
/** The self-employed rate: the plan rate reduced for the contribution itself, 25% / (1 + 25%) = 20%. */
const REDUCED_RATE = { numerator: 20, denominator: 100 };
/** Net self-employment earnings below $400 owe no self-employment tax. */
const SE_TAX_THRESHOLD_CENTS = 40_000;

const times = (cents: number, numerator: number, denominator: number): number => Math.round((cents * numerator) / denominator);
const floorTimes = (cents: number, numerator: number, denominator: number): number =>
  Math.floor((cents * numerator) / denominator);

/** The entity types of the employer form that pay the owner W-2 wages; the others have self-employment earnings. */
export function compensationBasisFor(entityType: string): CompensationBasis {
  return entityType === 'sCorporation' || entityType === 'cCorporation' ? 'w2' : 'selfEmployment';
}

/** Self-employment tax on a net profit (cents): 15.3% of 92.35% of it up to the wage base, 2.9% above. */
export function selfEmploymentTaxCents(netProfitCents: number, limits: YearLimits): number {
  const earnings = times(Math.max(netProfitCents, 0), 9235, 10_000);
  if (earnings < SE_TAX_THRESHOLD_CENTS) return 0;
  const socialSecurity = times(Math.min(earnings, limits.socialSecurityWageBaseCents), 124, 1000);
  const medicare = times(earnings, 29, 1000);
  return socialSecurity + medicare;
}

/**
 * The employer (profit-sharing) contribution limit: the deduction limit of IRC 404(a)(3) (25% of W-2 compensation, or
 * for a sole proprietor or partner 20% of net self-employment earnings after the deduction for half the self-employment
 * tax, IRS Publication 560's Deduction Worksheet for Self-Employed), compensation counted up to 401(a)(17), and capped
 * by what the annual additions limit leaves after the year's elective deferrals, catch-up excluded (IRC 415(c)(1):
 * the smaller of the dollar limit and 100% of compensation; for the self-employed compensation is earned income, net
 * earnings less the contribution itself, so the employer amount is at most half of net earnings less deferrals, Pub.
 * 560 worksheet steps 10-14). Rounded down to the cent so it never exceeds a limit.
 */
export function employerContribution(
  basis: CompensationBasis,
  compensationCents: number,
  limits: YearLimits,
  deferralsCents = 0,
): EmployerContribution {
  for (const [name, value] of [
    ['compensation', compensationCents],
    ['deferrals', deferralsCents],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0 || value > MAX_CALCULATOR_CENTS) {
      throw new RangeError(`${name} must be whole cents from 0 to ${MAX_CALCULATOR_CENTS}`);
    }
  }
  const cap = limits.compensationCapCents;
  const dollarLimit = limits.annualAdditionsCents;
  const deferralStep = { label: 'Elective deferrals this year, catch-up excluded', cents: deferralsCents };
  if (basis === 'w2') {
    const counted = Math.min(compensationCents, cap);
    const deduction = floorTimes(counted, PLAN_RATE.numerator, PLAN_RATE.denominator);
    const additionsLimit = Math.min(dollarLimit, counted);
    const left = Math.max(additionsLimit - deferralsCents, 0);
    const maximumCents = Math.min(deduction, left);
    return {
      maximumCents,
      deductionLimitCents: deduction,
      steps: [
        { label: 'W-2 compensation', cents: compensationCents },
        { label: `Compensation that counts (at most ${formatCents(cap)})`, cents: counted },
        { label: '25% of compensation: the deduction limit (IRC 404(a)(3))', cents: deduction },
        {
          label: `Annual additions limit (415(c)): the smaller of ${formatCents(dollarLimit)} and 100% of compensation`,
          cents: additionsLimit,
        },
        deferralStep,
        { label: 'Annual additions left for employer contributions', cents: left },
        { label: 'The smaller: the employer contribution limit', cents: maximumCents },
      ],
    };
  }
  const seEarnings = times(compensationCents, 9235, 10_000);
  const seTax = selfEmploymentTaxCents(compensationCents, limits);
  const halfSeTax = Math.round(seTax / 2);
  const adjusted = compensationCents - halfSeTax;
  const reduced = floorTimes(Math.max(adjusted, 0), REDUCED_RATE.numerator, REDUCED_RATE.denominator);
  const capAmount = floorTimes(cap, PLAN_RATE.numerator, PLAN_RATE.denominator);
  const deduction = Math.min(reduced, capAmount);
  const left = Math.max(dollarLimit - deferralsCents, 0);
  const earnedIncomeRoom = Math.floor(Math.max(adjusted - deferralsCents, 0) / 2);
  const maximumCents = Math.min(deduction, left, earnedIncomeRoom);
  return {
    maximumCents,
    deductionLimitCents: deduction,
    steps: [
      { label: 'Net profit from self-employment', cents: compensationCents },
      { label: 'Net earnings subject to self-employment tax (92.35%)', cents: seEarnings },
      { label: 'Self-employment tax (15.3% up to the Social Security wage base, 2.9% above)', cents: seTax },
      { label: 'Deduction for half of the self-employment tax', cents: halfSeTax },
      { label: 'Net earnings after half the self-employment tax', cents: adjusted },
      { label: '20% of that (the 25% plan rate reduced for the contribution itself)', cents: reduced },
      { label: `25% of the compensation cap of ${formatCents(cap)}`, cents: capAmount },
      { label: 'The smaller: the deduction limit (IRC 404(a)(3))', cents: deduction },
      deferralStep,
      { label: `Annual additions limit (415(c)) of ${formatCents(dollarLimit)} less the deferrals`, cents: left },
      { label: 'Half of net earnings less the deferrals (contributions cannot exceed earned income)', cents: earnedIncomeRoom },
      { label: 'The smallest: the employer contribution limit', cents: maximumCents },
    ],
  };
}
