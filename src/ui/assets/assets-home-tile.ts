import type { PlanAsset, PlanValue } from '@/domain/assets/asset-records';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/** The assets area in words: the plan's total value and how many assets it holds. */
export function assetsTileState(assets: readonly PlanAsset[], value: PlanValue, context: TileContext): TileState {
  const locale = context.locale;
  if (assets.length === 0) {
    return {
      status: 'No assets yet',
      tone: 'notStarted',
      next: 'Buy or record the assets your plan holds, such as cash, metals or real estate.',
      action: 'Add an asset',
    };
  }
  return {
    status: `Plan value ${formatCents(value.currentValueCents, { locale })}`,
    tone: 'done',
    facts: [
      { label: 'Assets', value: String(assets.length) },
      {
        label: `Value on ${formatDate(`${value.year}-12-31`, { locale })}`,
        value: formatCents(value.yearEndValueCents, { locale }),
      },
      { label: 'As of', value: formatDate(value.asOf, { locale }) },
    ],
    action: 'See your assets',
  };
}

/** Home tile source of the assets area. */
export const assetsHomeTile: HomeTileSource = {
  area: 'assets',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    const [assets, value] = await Promise.all([ports.assets.assets(), ports.assets.planValue()]);
    return assetsTileState(assets, value, context);
  },
};
