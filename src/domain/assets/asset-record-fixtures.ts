import type { PlanAsset } from './asset-records';

/** Gold coins bought for $2,500.00 on 2026-11-01 and held at the Delaware Depository; `over` changes any field (tests only). */
export function planAssetFixture(over: Partial<PlanAsset> = {}): PlanAsset {
  return {
    id: 'a-1',
    name: 'Eagles',
    type: 'precious_metals',
    subtype: 'Coins',
    preciousMetalsChildType: 'gold',
    custodian: 'Delaware Depository',
    purchaseTotalCents: 2_500_00,
    currentValueCents: 2_500_00,
    valueDate: '2026-11-01',
    acquiredOn: '2026-11-01',
    ...over,
  };
}
