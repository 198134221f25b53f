import { assetTypeLabel } from './asset-catalogue';
import { compareCodeUnits } from '@/domain/shared/compare-code-units';

/** One valuation of an asset: value in cents as of a calendar date (YYYY-MM-DD). */
export interface AssetValuation {
  readonly valueCents: number;
  readonly asOf: string;
}

/** What the plan's value needs of one asset. */
export interface ValuedAsset {
  readonly type: string;
  /** Sum of the asset's transactions, in cents. */
  readonly purchaseCents: number;
  /** Date (YYYY-MM-DD) the asset entered the plan. */
  readonly acquiredOn: string;
  /** Its valuations, any order. */
  readonly valuations: readonly AssetValuation[];
}

/** The newest valuation on or before `date` (YYYY-MM-DD), else undefined. */
export function valuationAsOf(valuations: readonly AssetValuation[], date: string): AssetValuation | undefined {
  let best: AssetValuation | undefined;
  for (const v of valuations) if (v.asOf <= date && (best === undefined || v.asOf >= best.asOf)) best = v;
  return best;
}

/** The asset's value on `date`: its newest valuation by then, else its purchase price once acquired, else 0. */
export function valueOn(asset: ValuedAsset, date: string): number {
  if (asset.acquiredOn > date) return 0;
  return valuationAsOf(asset.valuations, date)?.valueCents ?? asset.purchaseCents;
}

/** The plan's value on `date`: the sum of every asset's value then (cents). */
export function planValueOn(assets: readonly ValuedAsset[], date: string): number {
  return assets.reduce((sum, asset) => sum + valueOn(asset, date), 0);
}

/** The plan's value at the end of calendar year `year` (what the 5500-EZ reports as year-end assets). */
export function yearEndValue(assets: readonly ValuedAsset[], year: number): number {
  return planValueOn(assets, `${String(year).padStart(4, '0')}-12-31`);
}

/** One slice of the allocation: an asset type, its value in cents and its share (0-1). */
export interface AllocationSlice {
  readonly type: string;
  readonly label: string;
  readonly valueCents: number;
  readonly share: number;
}

/** The allocation by type of current values (cents), largest first; types with no value are left out. */
export function allocationByType(values: readonly { type: string; valueCents: number }[]): AllocationSlice[] {
  const byType = new Map<string, number>();
  for (const v of values) if (v.valueCents > 0) byType.set(v.type, (byType.get(v.type) ?? 0) + v.valueCents);
  const total = [...byType.values()].reduce((a, b) => a + b, 0);
  return [...byType.entries()]
    .map(([type, valueCents]) => ({ type, label: assetTypeLabel(type), valueCents, share: total === 0 ? 0 : valueCents / total }))
    .sort((a, b) => b.valueCents - a.valueCents || compareCodeUnits(a.type, b.type));
}
