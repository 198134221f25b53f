import { parseDollars } from '@/domain/money';
import type { DistributionRequestInput } from '@/domain/distributions/distribution-request';
import type { FormValues } from '@/ui/kit/step-form';
import { secureFieldErrors } from '@/domain/distributions/secure-withdrawals';
import type { FieldErrors } from '@/domain/shared/field-errors';

function centsOf(value: unknown): number | undefined {
  return typeof value === 'string' ? parseDollars(value) : undefined;
}

/** The request as the rules see it, from the form's values (amounts typed in dollars, to cents). */
export function inputOf(v: FormValues): DistributionRequestInput {
  const text = (k: string): string | undefined => (typeof v[k] === 'string' && v[k] !== '' ? (v[k] as string) : undefined);
  const percent = text('withholding_percent');
  return {
    kind: text('distributionFlowStage1'),
    amountCents: centsOf(v.amount),
    sources: Array.isArray(v.sources) ? (v.sources as string[]) : [],
    paymentMethod: text('payment_method'),
    withholdingPercent: percent === undefined || !/^\d{1,3}$/.test(percent) ? undefined : Number(percent),
    description: text('description') ?? '',
    hardshipReason: text('hardship_reason'),
    needCents: centsOf(v.need_amount),
    documentId: text('distributionDocumentId'),
    signature: text('hardshipSignature'),
    spouseConsent: v.spouse_consent === true,
    selfCertified: v.self_certified === true,
    eventDate: text('event_date') ?? '',
    childName: text('child_name') ?? '',
  };
}

/**
 * The SECURE 2.0 fields' own rules for the form (decision 0336): the certification, the day and the child; their limits
 * against the plan's records are the server's.
 */
export function secureFieldErrorsOf(input: DistributionRequestInput, now: Date): FieldErrors {
  const fields = {
    selfCertified: input.selfCertified === true,
    eventDate: input.eventDate ?? '',
    childName: input.childName ?? '',
  };
  return secureFieldErrors(input.kind ?? '', input.amountCents, fields, now);
}
