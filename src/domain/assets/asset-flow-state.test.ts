import { describe, expect, test } from 'vitest';
import {
  assetCreated,
  closeAssetFlow,
  closeDrawer,
  goToAssetStep,
  initialAssetFlowState,
  selectAsset,
  withAssets,
  type AssetFlowState,
} from './asset-flow-state';

const gold = { id: 'a1', type: 'preciousMetals' };
const silver = { id: 'a2', type: 'preciousMetals' };

function midFlow(): AssetFlowState {
  return {
    ...selectAsset(initialAssetFlowState([gold, silver]), 'a1'),
    newAssetType: 'preciousMetals',
    newAssetSubType: 'bullion',
    preciousMetalsChildType: 'gold',
    recordType: 'purchase',
    assetPurchasePrice: 2500,
    stage: 'confirming',
    step: 3,
    transaction: { id: 't1' },
    newlyCreatedAsset: { id: 'a3' },
    editingAsset: silver,
  };
}

describe('AssetFlowState', () => {
  test('starts at stage sendingPayment and step 1 with no input', () => {
    const state = initialAssetFlowState();
    expect(state.stage).toBe('sendingPayment');
    expect(state.step).toBe(1);
    expect(state.assets).toEqual([]);
    expect(state.chosenAsset).toBeUndefined();
  });

  test('closing the flow resets every input, the stage and the step, and keeps the loaded assets', () => {
    const closed = closeAssetFlow(midFlow());
    expect(closed).toEqual(initialAssetFlowState([gold, silver]));
  });

  test('closing the drawer returns to step 1 and keeps the inputs', () => {
    const state = midFlow();
    expect(closeDrawer(state)).toEqual({ ...state, step: 1 });
    expect(state.step).toBe(3);
  });

  test('moves to a whole step of 1 or more, and ignores anything else', () => {
    const state = initialAssetFlowState();
    expect(goToAssetStep(state, 2).step).toBe(2);
    expect(goToAssetStep(state, 0)).toBe(state);
    expect(goToAssetStep(state, 1.5)).toBe(state);
  });

  test('selecting an asset chooses it from the loaded ones', () => {
    const state = initialAssetFlowState([gold, silver]);
    expect(selectAsset(state, 'a2')).toMatchObject({ selectedAssetId: 'a2', chosenAsset: silver });
    expect(selectAsset(state, 'zz')).toMatchObject({ selectedAssetId: 'zz', chosenAsset: undefined });
  });

  test('replacing the assets and recording a created asset keep the other fields', () => {
    const state = midFlow();
    expect(withAssets(state, [silver])).toEqual({ ...state, assets: [silver] });
    expect(assetCreated(state, { id: 'new' })).toEqual({ ...state, newlyCreatedAsset: { id: 'new' } });
    expect(assetCreated(state, { id: 'new' }, { id: 't2' }).transaction).toEqual({ id: 't2' });
  });
});
