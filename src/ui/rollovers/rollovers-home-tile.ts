import { formatCents } from '@/ui/kit/locale-format';
import { type RolloverRecord, rolloverStatusLabel } from '@/domain/rollovers';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/** The rollovers area in words: the rollovers still on their way. */
export function rolloversTileState(rollovers: readonly RolloverRecord[], context: TileContext): TileState {
  const open = rollovers.filter((r) => r.status !== 'received');
  if (rollovers.length === 0) return { status: 'No rollovers', tone: 'notStarted', action: 'Roll money into your plan' };
  if (open.length === 0) return { status: 'All rollovers received', tone: 'done', action: 'See your rollovers' };
  return {
    status: `${open.length} ${open.length === 1 ? 'rollover' : 'rollovers'} on the way`,
    tone: 'inProgress',
    facts: open.slice(0, 3).map((r) => ({
      label: r.provider,
      value: `${formatCents(r.amountCents, { locale: context.locale })}, ${rolloverStatusLabel(r.status).toLowerCase()}`,
    })),
    action: 'See your rollovers',
  };
}

/** Home tile source of the rollovers area. */
export const rolloversHomeTile: HomeTileSource = {
  area: 'rollovers',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    return rolloversTileState(await ports.rollovers.rollovers(), context);
  },
};
