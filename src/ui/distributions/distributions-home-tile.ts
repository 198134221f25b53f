import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { distributionLife } from '@/domain/distributions/distribution-life';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { distributionStatusLabel } from '@/domain/distributions/distribution-status';
import type { DistributionRecord } from '@/domain/distributions';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/** The distributions area in words: the requests still pending (requested or approved). */
export function distributionsTileState(requests: readonly DistributionRecord[], context: TileContext): TileState {
  const pending = requests.filter((r) => r.status === 'requested' || r.status === 'approved');
  if (requests.length === 0) return { status: 'No requests', tone: 'notStarted', action: 'Request a distribution' };
  if (pending.length === 0) return { status: 'No pending requests', tone: 'done', action: 'See your requests' };
  // An approved request waits for the plan owner, the plan's trustee, to send the payment (decision 0314).
  const approved = context.role === 'participant' ? undefined : pending.find((r) => r.status === 'approved');
  const by = approved ? distributionLife(approved, true).next.by : null;
  const waiting = approved
    ? {
        next: `A ${distributionKindLabel(approved.kind).toLowerCase()}${approved.amountCents === null ? '' : ` of ${formatCents(approved.amountCents, { locale: context.locale })}`} was approved and waits for you: as the plan’s trustee, send it from the plan’s trust account${by ? ` by ${formatDate(by, { locale: context.locale })}` : ''}.`,
        urgency: 'waitingForOwner' as const,
      }
    : {};
  return {
    ...waiting,
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
