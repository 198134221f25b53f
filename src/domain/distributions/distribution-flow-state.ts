/** State of the distribution request flow, hardship included (spec section 3). */
export interface DistributionFlowState {
  /** The choice made on the flow's first stage (e.g. the kind of distribution). */
  readonly distributionFlowStage1: string | undefined;
  /** The participant's description of the request. */
  readonly description: string;
  /** The uploaded supporting document, once there is one. */
  readonly distributionDocumentId: string | undefined;
  /** The hardship signature as a base64 PNG data URL, once signed. */
  readonly hardshipSignature: string | undefined;
}

/** The distribution flow before any input. */
export function initialDistributionFlowState(): DistributionFlowState {
  return {
    distributionFlowStage1: undefined,
    description: '',
    distributionDocumentId: undefined,
    hardshipSignature: undefined,
  };
}

/** Records the first-stage choice. */
export function chooseDistributionStage1(state: DistributionFlowState, choice: string): DistributionFlowState {
  return { ...state, distributionFlowStage1: choice };
}

/** Updates the description. */
export function describeDistribution(state: DistributionFlowState, description: string): DistributionFlowState {
  return { ...state, description };
}

/** Attaches the uploaded supporting document. */
export function attachDistributionDocument(state: DistributionFlowState, documentId: string): DistributionFlowState {
  return { ...state, distributionDocumentId: documentId };
}

/** Records the hardship signature (a base64 PNG data URL; its format is checked by validation). */
export function signHardship(state: DistributionFlowState, signature: string): DistributionFlowState {
  return { ...state, hardshipSignature: signature };
}
