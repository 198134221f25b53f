/**
 * An asset or transaction as the API returns it. The spec does not show their fields
 * (decision 0024), so the domain relies on the id alone and passes the rest through.
 */
export interface AssetRecord {
  readonly id: string;
  readonly [field: string]: unknown;
}

/** The stage the asset flow starts in and returns to when closed (spec section 3). */
export const DEFAULT_ASSET_FLOW_STAGE = 'sendingPayment';

/** The drawer step the asset flow starts in and returns to (spec section 4). */
export const FIRST_ASSET_FLOW_STEP = 1;

/** State of the assets area's buy/record flow (spec section 3). */
export interface AssetFlowState {
  /** Assets loaded for the plan (data, not input: kept when the flow closes). */
  readonly assets: readonly AssetRecord[];
  readonly chosenAsset: AssetRecord | undefined;
  readonly selectedAssetId: string | undefined;
  readonly newAssetType: string | undefined;
  readonly newAssetSubType: string | undefined;
  readonly preciousMetalsChildType: string | undefined;
  readonly recordType: string | undefined;
  /** Purchase price in US dollars. */
  readonly assetPurchasePrice: number | undefined;
  /** Flow stage; starts at `sendingPayment`. */
  readonly stage: string;
  /** Drawer step, from 1. */
  readonly step: number;
  readonly transaction: AssetRecord | undefined;
  readonly newlyCreatedAsset: AssetRecord | undefined;
  readonly editingAsset: AssetRecord | undefined;
}

/** The asset flow before any input, optionally with the loaded assets. */
export function initialAssetFlowState(assets: readonly AssetRecord[] = []): AssetFlowState {
  return {
    assets,
    chosenAsset: undefined,
    selectedAssetId: undefined,
    newAssetType: undefined,
    newAssetSubType: undefined,
    preciousMetalsChildType: undefined,
    recordType: undefined,
    assetPurchasePrice: undefined,
    stage: DEFAULT_ASSET_FLOW_STAGE,
    step: FIRST_ASSET_FLOW_STEP,
    transaction: undefined,
    newlyCreatedAsset: undefined,
    editingAsset: undefined,
  };
}

/** Closes the asset flow: resets every input, the stage to sendingPayment and the step to 1; keeps the loaded assets. */
export function closeAssetFlow(state: AssetFlowState): AssetFlowState {
  return initialAssetFlowState(state.assets);
}

/** Closes the drawer: returns to step 1 and keeps the inputs. */
export function closeDrawer(state: AssetFlowState): AssetFlowState {
  return { ...state, step: FIRST_ASSET_FLOW_STEP };
}

/** Moves the drawer to a step; a step below 1 or not a whole number leaves the state unchanged. */
export function goToAssetStep(state: AssetFlowState, step: number): AssetFlowState {
  return Number.isInteger(step) && step >= FIRST_ASSET_FLOW_STEP ? { ...state, step } : state;
}

/** Selects an asset by id, choosing it from the loaded assets (undefined when it is not loaded). */
export function selectAsset(state: AssetFlowState, id: string): AssetFlowState {
  return { ...state, selectedAssetId: id, chosenAsset: state.assets.find((asset) => asset.id === id) };
}

/** Replaces the loaded assets, keeping the inputs. */
export function withAssets(state: AssetFlowState, assets: readonly AssetRecord[]): AssetFlowState {
  return { ...state, assets };
}

/** Records the asset the flow just created and the transaction that paid for it. */
export function assetCreated(state: AssetFlowState, asset: AssetRecord, transaction?: AssetRecord): AssetFlowState {
  return { ...state, newlyCreatedAsset: asset, transaction: transaction ?? state.transaction };
}
