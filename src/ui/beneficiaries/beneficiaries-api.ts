import type { Beneficiary } from '@/domain/beneficiaries';

/** A designation as the API answers it. */
export interface ApiDesignation {
  id: string;
  status: string;
  beneficiaries: Beneficiary[];
  married: boolean;
  needs_consent: boolean;
  consent: { spouse_name: string; signed_at: string } | null;
  document_id: string | null;
  created_at: string;
  in_force_at: string | null;
  ended_at: string | null;
}

/** GET /beneficiaries. */
export interface ApiBeneficiaryOverview {
  married: boolean;
  spouse_name: string | null;
  in_force: ApiDesignation | null;
  awaiting_consent: ApiDesignation | null;
  history: ApiDesignation[];
}

/** The form field of beneficiary `index`'s `field` (the server keys its messages the same way). */
export const rowField = (index: number, field: string): string => `beneficiaries[${index}].${field}`;

/** The fields of one beneficiary row. */
export const ROW_FIELDS = ['group', 'name', 'relationship', 'date_of_birth', 'share'] as const;
