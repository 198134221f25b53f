import type { Beneficiary, BeneficiaryOverview, DesignationRecord, SpousalConsent } from '@/domain/beneficiaries';
import type { ApiClient } from '@/ports/api-client';
import type { BeneficiariesApi } from '@/ports/beneficiaries-api';
import type { Answer, RequestBody, Schema } from './wire';

/** The beneficiaries area over the product API (the bound ApiClient: bearer, XSRF and, in admin mode, X-Act-As). */
export class HttpBeneficiariesApi implements BeneficiariesApi {
  constructor(private readonly api: ApiClient) {}

  async overview(): Promise<BeneficiaryOverview> {
    const o = await this.api.get<Answer<'getBeneficiaries'>>('/beneficiaries');
    return {
      married: o.married,
      spouseName: o.spouse_name,
      inForce: o.in_force ? designationOf(o.in_force) : null,
      awaitingConsent: o.awaiting_consent ? designationOf(o.awaiting_consent) : null,
      history: o.history.map(designationOf),
    };
  }

  async designate(beneficiaries: readonly Beneficiary[]): Promise<DesignationRecord> {
    const body: RequestBody<'designateBeneficiaries'> = { beneficiaries: beneficiaries.map((b) => ({ ...b })) };
    return designationOf(await this.api.post<Answer<'designateBeneficiaries', 201>>('/beneficiaries', body));
  }

  async consent(designationId: string, consent: SpousalConsent): Promise<DesignationRecord> {
    const body: RequestBody<'consentToBeneficiaries'> = {
      spouse_name: consent.spouseName,
      spouse_signature: consent.spouseSignature,
    };
    return designationOf(
      await this.api.post<Answer<'consentToBeneficiaries'>>(`/beneficiaries/${encodeURIComponent(designationId)}/consent`, body),
    );
  }
}

function designationOf(d: Schema<'BeneficiaryDesignation'>): DesignationRecord {
  return {
    id: d.id,
    status: d.status,
    beneficiaries: d.beneficiaries.map((b) => ({
      group: b.group,
      name: b.name,
      relationship: b.relationship,
      date_of_birth: b.date_of_birth,
      share: b.share,
    })),
    married: d.married,
    needsConsent: d.needs_consent,
    consent: d.consent ? { spouseName: d.consent.spouse_name, signedAt: d.consent.signed_at } : null,
    documentId: d.document_id,
    createdAt: d.created_at,
    inForceAt: d.in_force_at,
    endedAt: d.ended_at,
  };
}
