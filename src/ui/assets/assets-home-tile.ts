import type { PlanAsset, PlanValue, YearEndValueList } from '@/domain/assets/asset-records';
import { CALENDAR_YEAR_END, filingPlanYear } from '@/domain/contributions/plan-year';
import { type CalendarDate, formatIsoDate, utcToday } from '@/domain/shared/calendar-date';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/** The assets area in words: the plan's total value and how many assets it holds. */
export function assetsTileState(
  assets: readonly PlanAsset[],
  value: PlanValue,
  context: TileContext,
  yearEnd?: YearEndValueList,
): TileState {
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
    ...yearEndAdvice(yearEnd, context),
  };
}

/**
 * What the year-end values ask of the owner (decision 0338), once values can be dated in the window (14 days before the
 * plan year's end): "2 assets need a year-end value for 2026", until each is recorded with its evidence.
 */
function yearEndAdvice(list: YearEndValueList | undefined, context: TileContext): Pick<TileState, 'next'> {
  const today = formatIsoDate(utcToday(context.now) as CalendarDate);
  if (!list || list.complete || today < list.windowStart) return {};
  const n = list.missing.length;
  return {
    next: `${n === 1 ? '1 asset needs' : `${n} assets need`} a year-end value for ${list.planYear}: record each with its statement, appraisal or quote before preparing the 5500-EZ.`,
  };
}

/** Home tile source of the assets area. */
export const assetsHomeTile: HomeTileSource = {
  area: 'assets',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    const [assets, value, setup] = await Promise.all([
      ports.assets.assets(),
      ports.assets.planValue(),
      // Asked together with the rest, so that it shares the read other tiles make of the plan's setup at the same time.
      ports.contributions.planSetup().catch(() => undefined),
    ]);
    // The plan year whose 5500-EZ comes next; its year-end values are advice only, so a failure leaves them out.
    const bounds = filingPlanYear(utcToday(context.now) as CalendarDate, setup?.yearEnd ?? CALENDAR_YEAR_END);
    const yearEnd = assets.length === 0 ? undefined : await ports.assets.yearEndValues(bounds.planYear).catch(() => undefined);
    return assetsTileState(assets, value, context, yearEnd);
  },
};
