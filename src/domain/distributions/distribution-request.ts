import type { FieldErrors } from '@/domain/shared/field-errors';
import { isPngDataUrl, SIGNATURE_PNG_MESSAGE } from '@/domain/shared/png-data-url';
import { HARDSHIP_REASONS, hardshipLimitCents } from './hardship';
import { isAtLeast59AndAHalf, kindUnavailableReason, type PlanDistributionRules } from './distribution-kinds';
import { DOMESTIC_ABUSE } from './secure-withdrawals';
import { isDirectRolloverMethod, isEligibleRolloverKind, withholdingErrors } from './withholding';

/** Accounts of the plan a distribution can be taken from (the spec's contribution types). */
export const DISTRIBUTION_SOURCES = [
  { key: 'pre_tax', label: 'Deferral Pre-Tax' },
  { key: 'roth', label: 'Deferral Roth' },
  { key: 'profit_sharing', label: 'Profit Sharing' },
  { key: 'rollover', label: 'Roll Overs' },
  { key: 'after_tax', label: 'After Tax' },
  { key: 'employer_match', label: 'Employer Match' },
] as const;

/** The key of a distribution account (DISTRIBUTION_SOURCES: 'roth', 'pre_tax', ...). */
export type DistributionAccountKey = (typeof DISTRIBUTION_SOURCES)[number]['key'];

/**
 * The distribution account a ledger deposit's money is in: the ledger records the spec's contribution type ('Deferral
 * Roth'), a distribution names the account ('roth'); undefined for a name that is neither.
 */
export function distributionAccountOf(contributionType: string): DistributionAccountKey | undefined {
  return DISTRIBUTION_SOURCES.find((s) => s.label === contributionType)?.key;
}

/** The ledger's contribution type whose money is in a distribution account ('roth' -> 'Deferral Roth'). */
export function contributionTypeOfAccount(key: DistributionAccountKey): string {
  return DISTRIBUTION_SOURCES.find((s) => s.key === key)?.label as string;
}

/** How the money is paid. */
export const PAYMENT_METHODS = [
  { key: 'bank', label: "To the plan's connected bank account" },
  { key: 'check', label: 'By check' },
  { key: 'direct_rollover_plan', label: 'Direct rollover to another employer plan' },
  { key: 'direct_rollover_ira', label: 'Direct rollover to an IRA (Roth money to a Roth IRA)' },
] as const;

/** Message when a kind that is not an eligible rollover distribution is to be rolled over directly (IRC 402(c)(4)). */
export const DIRECT_ROLLOVER_KIND_MESSAGE = 'Only a normal, separation or in-service distribution can be rolled over directly';

/** Message when a hardship amount is more than the need plus the taxes on it. */
export const HARDSHIP_LIMIT_MESSAGE = 'A hardship distribution is limited to the amount needed plus the taxes on it';

/** Largest amount, in cents. */
export const MAX_DISTRIBUTION_CENTS = 100_000_000_000_000;
/** Longest description. */
export const MAX_DESCRIPTION_LENGTH = 4000;

/** A distribution request as the rules see it; amounts in cents; field names as the API's. */
export interface DistributionRequestInput {
  readonly kind: string | undefined;
  readonly amountCents: number | undefined;
  readonly sources: readonly string[];
  readonly paymentMethod: string | undefined;
  readonly withholdingPercent: number | undefined;
  readonly description: string;
  readonly hardshipReason: string | undefined;
  readonly needCents: number | undefined;
  readonly documentId: string | undefined;
  readonly signature: string | undefined;
  readonly spouseConsent: boolean;
  /** SECURE 2.0 withdrawals (decision 0336): the participant's self-certification. */
  readonly selfCertified?: boolean;
  /** The day of the abuse, or of the birth or adoption (YYYY-MM-DD); '' when not given. */
  readonly eventDate?: string;
  /** The child of a birth or adoption distribution. */
  readonly childName?: string;
}

/** Message when a bank payout is asked for without a connected, verified bank account (decision 0221). */
export const BANK_ACCOUNT_REQUIRED_MESSAGE =
  'Connect your bank account first (Bank account onboarding), or choose to be paid by check';

/** What the rules need to know of the participant and the plan. */
export interface ParticipantFacts {
  readonly dob: Date | undefined;
  readonly married: boolean;
  readonly now: Date;
  /** The plan's distribution settings (from its details). */
  readonly plan: PlanDistributionRules;
  /** Whether the bank onboarding connected and verified the account a bank payout goes to. */
  readonly bankAccountConnected: boolean;
  /**
   * The participant's eligible rollover distributions already requested, approved or paid in the calendar year of
   * `now` (cents), for the $200 withholding rule (Treas. Reg. 31.3405(c)-1 Q&A-14); 0 when none.
   */
  readonly eligibleRolloverCentsThisYear?: number;
}

function centsErrors(cents: number | undefined, label: string): string[] {
  if (cents === undefined) return [`${label} is required`];
  if (!Number.isSafeInteger(cents)) return [`${label} must be an amount in dollars and cents`];
  if (cents <= 0) return [`${label} must be greater than $0.00`];
  if (cents > MAX_DISTRIBUTION_CENTS) return [`${label} is too large`];
  return [];
}

/** Field-keyed messages of a request (API field names); a field with no messages is valid. */
export function distributionRequestErrors(input: DistributionRequestInput, facts: ParticipantFacts): FieldErrors {
  const plan = facts.plan;
  const kind = input.kind ?? '';
  const hardship = kind === 'hardship';
  const unavailable = kindUnavailableReason(kind, facts.dob, facts.now, plan);
  const amount = centsErrors(input.amountCents, 'Amount');
  const need = hardship ? centsErrors(input.needCents, 'Amount needed') : [];
  const under = facts.dob === undefined || !isAtLeast59AndAHalf(facts.dob, facts.now);
  const amountCents = amount.length === 0 ? input.amountCents : undefined;
  const withholding = withholdingErrors(
    kind,
    input.withholdingPercent,
    { amountCents, otherEligibleRolloverCents: facts.eligibleRolloverCentsThisYear ?? 0 },
    input.paymentMethod,
  );
  if (hardship && amount.length === 0 && need.length === 0 && withholding.length === 0) {
    const limit = hardshipLimitCents(input.needCents as number, input.withholdingPercent as number, under);
    if ((input.amountCents as number) > limit) amount.push(HARDSHIP_LIMIT_MESSAGE);
  }
  const description = input.description.trim();
  return {
    kind: unavailable === undefined ? [] : [unavailable],
    amount,
    sources:
      input.sources.length === 0
        ? ['Choose at least one account']
        : input.sources.every((s) => DISTRIBUTION_SOURCES.some((d) => d.key === s)) &&
            new Set(input.sources).size === input.sources.length
          ? []
          : ['Choose accounts from the list'],
    payment_method: !PAYMENT_METHODS.some((m) => m.key === input.paymentMethod)
      ? ['Payment method is required']
      : input.paymentMethod === 'bank' && !facts.bankAccountConnected
        ? [BANK_ACCOUNT_REQUIRED_MESSAGE]
        : isDirectRolloverMethod(input.paymentMethod) && kind !== '' && !isEligibleRolloverKind(kind)
          ? [DIRECT_ROLLOVER_KIND_MESSAGE]
          : [],
    withholding_percent: unavailable === undefined ? withholding : [],
    description:
      description.length > MAX_DESCRIPTION_LENGTH
        ? [`Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`]
        : hardship && description === ''
          ? ['Description is required']
          : [],
    hardship_reason:
      !hardship || HARDSHIP_REASONS.some((r) => r.key === input.hardshipReason) ? [] : ['Hardship reason is required'],
    need_amount: need,
    document_id: hardship && !input.documentId ? ['Supporting document is required'] : [],
    signature:
      input.signature === undefined || input.signature === ''
        ? hardship
          ? ['Signature is required']
          : []
        : isPngDataUrl(input.signature)
          ? []
          : [SIGNATURE_PNG_MESSAGE],
    // A domestic abuse victim distribution never asks the spouse (the abuser may be the spouse; Notice 2024-55 II.B
    // lets only plans without the 401(a)(11) and 417 spousal consent requirements offer it).
    spouse_consent:
      kind !== DOMESTIC_ABUSE && plan.spouseConsentRequired && facts.married && !input.spouseConsent
        ? ["Your spouse's consent is required"]
        : [],
  };
}
