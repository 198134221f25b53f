import { formatCents } from '@/ui/kit/locale-format';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { distributionStatusLabel } from '@/domain/distributions/distribution-status';
import type { DistributionRecord } from '@/domain/distributions';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/** The distributions area in words: the requests still pending (requested or approved). */
export function distributionsTileState(requests: readonly DistributionRecord[], context: TileContext): TileState {
  const pending = requests.filter((r) => r.status === 'requested' || r.status === 'approved');
  if (requests.length === 0) return { status: 'No requests', tone: 'notStarted', action: 'Request a distribution' };
  if (pending.length === 0) return { status: 'No pending requests', tone: 'done', action: 'See your requests' };
  return {
    status: `${pending.length} pending ${pending.length === 1 ? 'request' : 'requests'}`,
    tone: 'inProgress',
    facts: pending.slice(0, 3).map((r) => ({
      label: distributionKindLabel(r.kind),
      value: `${r.amountCents === null ? '' : formatCents(r.amountCents, { locale: context.locale })}, ${distributionStatusLabel(r.status).toLowerCase()}`,
    })),
    action: 'See your requests',
  };
}

/** Home tile source of the distributions area. */
export const distributionsHomeTile: HomeTileSource = {
  area: 'distributions',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    return distributionsTileState(await ports.distributions.distributions(), context);
  },
};
