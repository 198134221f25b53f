import type { Beneficiary, BeneficiaryOverview, DesignationRecord, SpousalConsent } from '@/domain/beneficiaries';

/**
 * The beneficiaries area (docs/api/openapi.yaml, decisions 0191, 0250, 0302). Failures reject with the ApiClient's
 * ApiError: a 400 carries field messages keyed `beneficiaries[i].group|name|relationship|date_of_birth|share` for one
 * beneficiary, `primary`, `contingent` or `relationship` for the whole, and `spouse_name`, `spouse_signature` for the
 * consent; a 404/409 a message.
 */
export interface BeneficiariesApi {
  /** The designation in force, the one waiting for consent, every designation, and whether the participant is married. */
  overview(): Promise<BeneficiaryOverview>;
  /**
   * Records a new designation; it replaces one waiting for consent. In force at once (filed in the library folder
   * Beneficiaries) unless the participant is married and the spouse is not the sole primary at 100%: it then waits for
   * the spouse's consent.
   */
  designate(beneficiaries: readonly Beneficiary[]): Promise<DesignationRecord>;
  /** The spouse consents to the designation waiting for it: it is in force. */
  consent(designationId: string, consent: SpousalConsent): Promise<DesignationRecord>;
}
export const BeneficiariesApi = Symbol('BeneficiariesApi');
