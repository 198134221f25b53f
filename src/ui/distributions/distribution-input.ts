import { parseDollars } from '@/domain/money';
import type { DistributionRequestInput } from '@/domain/distributions/distribution-request';
import type { FormValues } from '@/ui/kit/step-form';

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
