/** The form's field of each API field (messages of the server land beside the right field). */
export const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  kind: 'distributionFlowStage1',
  document_id: 'distributionDocumentId',
  signature: 'hardshipSignature',
};

/** The steps of the request flow; the hardship step only for a hardship, the certification for SECURE 2.0 withdrawals. */
export type DistributionStep = 'kind' | 'details' | 'hardship' | 'certify' | 'review';

/** Form fields checked on each step. */
export const STEP_FIELDS: Readonly<Record<DistributionStep, readonly string[]>> = {
  kind: ['distributionFlowStage1'],
  details: ['amount', 'sources', 'payment_method', 'withholding_percent', 'description', 'spouse_consent'],
  hardship: ['hardship_reason', 'need_amount', 'distributionDocumentId', 'hardshipSignature'],
  certify: ['self_certified', 'event_date', 'child_name'],
  review: [],
};
