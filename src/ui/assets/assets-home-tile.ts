import { formatDate, formatMoney } from '@/ui/kit/locale-format';
import type { ApiClient } from '@/ports/api-client';
import type { ApiAsset, ApiPlanValue } from '@/ui/assets/assets-api';
import type { HomeTileSource, TileContext, TileState } from '@/ui/home/home-tile';

/** The assets area in words: the plan's total value and how many assets it holds. */
export function assetsTileState(assets: readonly ApiAsset[], value: ApiPlanValue, context: TileContext): TileState {
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
    status: `Plan value ${formatMoney(value.current_value, { locale })}`,
    tone: 'done',
    facts: [
      { label: 'Assets', value: String(assets.length) },
      {
        label: `Value on ${formatDate(`${value.year}-12-31`, { locale })}`,
        value: formatMoney(value.year_end_value, { locale }),
      },
      { label: 'As of', value: formatDate(value.as_of, { locale }) },
    ],
    action: 'See your assets',
  };
}

/** Home tile source of the assets area. */
export const assetsHomeTile: HomeTileSource = {
  area: 'assets',
  async load(api: ApiClient, context: TileContext): Promise<TileState> {
    const [assets, value] = await Promise.all([api.get<ApiAsset[]>('/assets'), api.get<ApiPlanValue>('/plan-value')]);
    return assetsTileState(assets, value, context);
  },
};
