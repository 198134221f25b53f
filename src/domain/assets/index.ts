export {
  type AssetRecord,
  type AssetFlowState,
  DEFAULT_ASSET_FLOW_STAGE,
  FIRST_ASSET_FLOW_STEP,
  initialAssetFlowState,
  closeAssetFlow,
  closeDrawer,
  goToAssetStep,
  selectAsset,
  withAssets,
  assetCreated,
} from './asset-flow-state';
export * from './asset-catalogue';
export * from './asset-purchase';
export * from './plan-value';
export * from './prohibited-transaction';
export * from './year-end-values';
