import { centsToDollars, dollarsToCents } from '@/domain/money';
import type {
  DistributionRecord,
  DistributionRequestInput,
  DistributionSettings,
  DistributionStatusMove,
} from '@/domain/distributions';
import type { RothConversionRecord, RothConversionRequest, RothConversionsRecord } from '@/domain/distributions/roth-conversion';
import type { ApiClient } from '@/ports/api-client';
import type { DistributionsApi } from '@/ports/distributions-api';
import { fileInLibrary } from './library-filing';
import type { Answer, RequestBody, Schema } from './wire';

const IDEMPOTENCY_KEY = 'Idempotency-Key';
/** The library folder the supporting documents are filed in. */
const DISTRIBUTIONS_FOLDER = 'Distributions';
const distributionPath = (id: string, rest = ''): string => `/distributions/${encodeURIComponent(id)}${rest}`;
const dollarsOrNull = (dollars: number | null): number | null => (dollars === null ? null : dollarsToCents(dollars));

/** The distributions area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpDistributionsApi implements DistributionsApi {
  constructor(private readonly api: ApiClient) {}

  async distributions(): Promise<DistributionRecord[]> {
    return (await this.api.get<Answer<'listDistributions'>>('/distributions')).map(distributionOf);
  }

  async settings(): Promise<DistributionSettings> {
    const s = await this.api.get<Answer<'getDistributionSettings'>>('/distribution-settings');
    return {
      inServiceAllowed: s.in_service_allowed,
      spouseConsentRequired: s.spouse_consent_required,
      married: s.married,
      payoutAccount:
        s.payout_account === null
          ? null
          : { accountNumber: s.payout_account.account_number, bankName: s.payout_account.bank_name },
      eligibleRolloverCentsThisYear: s.eligible_rollover_cents_this_year,
      requiredMinimumDistributions: s.required_minimum_distributions.map((r) => ({
        year: r.year,
        ageAttained: r.age_attained,
        distributionPeriod: r.distribution_period,
        priorYearEndBalanceCents: r.prior_year_end_balance_cents,
        amountCents: r.amount_cents,
        dueDate: r.due_date,
        firstYear: r.first_year,
      })),
    };
  }

  async dateOfBirth(): Promise<string | undefined> {
    const checkout = await this.api.get<Answer<'getCheckout'>>('/checkout');
    const values: Record<string, unknown> | undefined = checkout.steps?.personalDetails?.values;
    return typeof values?.DOB === 'string' && values.DOB !== '' ? values.DOB : undefined;
  }

  async uploadDocument(file: Blob, fileName: string): Promise<string> {
    return fileInLibrary(this.api, [DISTRIBUTIONS_FOLDER], file, fileName);
  }

  async request(request: DistributionRequestInput, idempotencyKey: string): Promise<DistributionRecord> {
    const body: RequestBody<'requestDistribution'> = {
      kind: request.kind,
      amount: request.amountCents === undefined ? undefined : centsToDollars(request.amountCents),
      sources: [...request.sources],
      payment_method: request.paymentMethod,
      withholding_percent: request.withholdingPercent,
      description: request.description,
      hardship_reason: request.hardshipReason,
      need_amount: request.needCents === undefined ? undefined : centsToDollars(request.needCents),
      document_id: request.documentId,
      signature: request.signature,
      spouse_consent: request.spouseConsent,
      self_certified: request.selfCertified,
      event_date: request.eventDate || undefined,
      child_name: request.childName || undefined,
    };
    return distributionOf(
      await this.api.post<Answer<'requestDistribution', 201>>('/distributions', body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }

  async moveStatus(distributionId: string, status: DistributionStatusMove, reason?: string): Promise<DistributionRecord> {
    const body: RequestBody<'changeDistributionStatus'> = { status, reason };
    return distributionOf(
      await this.api.post<Answer<'changeDistributionStatus'>>(distributionPath(distributionId, '/status'), body),
    );
  }

  async repay(distributionId: string, amountCents: number, idempotencyKey: string): Promise<DistributionRecord> {
    const body: RequestBody<'recordDistributionRepayment'> = { amount_cents: amountCents };
    return distributionOf(
      await this.api.post<Answer<'recordDistributionRepayment', 201>>(distributionPath(distributionId, '/repayments'), body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }

  async withdraw(distributionId: string): Promise<void> {
    await this.api.delete(distributionPath(distributionId));
  }

  async rothConversions(): Promise<RothConversionsRecord> {
    const v = await this.api.get<Answer<'listRothConversions'>>('/roth-conversions');
    const basis = (a: Schema<'TaxAccountFigures'>) => ({
      balanceCents: a.balance_cents,
      basisCents: a.basis_cents,
      earningsCents: a.earnings_cents,
    });
    return {
      allowed: v.allowed,
      conversions: v.conversions.map(conversionOf),
      roth: {
        ...basis(v.roth),
        deferralCents: v.roth.deferral_cents,
        employerCents: v.roth.employer_cents,
        conversionCents: v.roth.conversion_cents,
        firstYear: v.roth.first_year,
      },
      afterTax: basis(v.after_tax),
      preTaxCents: v.pre_tax_cents,
      rolledInRothCents: v.rolled_in_roth_cents,
      convertible: v.convertible.map((c) => ({ account: c.account, availableCents: c.available_cents })),
    };
  }

  async convertToRoth(request: RothConversionRequest, idempotencyKey: string): Promise<RothConversionRecord> {
    const body = { account: request.account, amount_cents: request.amountCents } as RequestBody<'requestRothConversion'>;
    return conversionOf(
      await this.api.post<Answer<'requestRothConversion', 201>>('/roth-conversions', body, {
        headers: { [IDEMPOTENCY_KEY]: idempotencyKey },
      }),
    );
  }
}

function conversionOf(c: Schema<'RothConversion'>): RothConversionRecord {
  return {
    id: c.id,
    account: c.account,
    amountCents: c.amount_cents,
    basisCents: c.basis_cents,
    taxableCents: c.taxable_cents,
    accountBalanceCents: c.account_balance_cents,
    convertedOn: c.converted_on,
    recaptureEndsOn: c.recapture_ends_on,
    createdAt: c.created_at,
  };
}

function distributionOf(d: Schema<'Distribution'>): DistributionRecord {
  return {
    id: d.id,
    kind: d.kind,
    description: d.description,
    amountCents: dollarsOrNull(d.amount),
    sources: d.sources,
    paymentMethod: d.payment_method,
    withholdingPercent: d.withholding_percent,
    withheldCents: dollarsOrNull(d.withheld_amount),
    netCents: dollarsOrNull(d.net_amount),
    hardshipReason: d.hardship_reason,
    needCents: dollarsOrNull(d.need_amount),
    documentId: d.document_id,
    signed: d.signed,
    status: d.status,
    statusReason: d.status_reason,
    history: d.history.map((h) => ({
      status: h.status,
      reason: h.reason,
      amountCents: dollarsOrNull(h.amount),
      at: h.at,
    })),
    createdAt: d.created_at,
    selfCertified: d.self_certified,
    eventDate: d.event_date,
    childName: d.child_name,
    repaidCents: d.repaid_cents,
    repayableUntil: d.repayable_until,
    repayments: d.repayments.map((r) => ({ id: r.id, amountCents: r.amount_cents, repaidOn: r.repaid_on })),
  };
}
