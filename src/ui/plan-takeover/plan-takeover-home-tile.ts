import type { PlanTakeoverStatus } from '@/domain/plan-takeover/takeover-status';
import type { HomeTileSource, TilePorts, TileState } from '@/ui/home/home-tile';

/** The takeover in words: "Bring your plan: 2 of 4 done", or nothing to bring for a plan set up here. */
export function planTakeoverTileState(status: PlanTakeoverStatus): TileState {
  if (!status.applies) return { status: 'Nothing to bring from elsewhere', tone: 'done', action: 'See your plan' };
  if (status.done === status.total) return { status: status.summary, tone: 'done', action: 'See your plan' };
  return {
    status: status.summary,
    tone: status.done === 0 ? 'notStarted' : 'inProgress',
    action: 'Bring your plan',
  };
}

/** Home tile source of the plan takeover. */
export const planTakeoverHomeTile: HomeTileSource = {
  area: 'plan-takeover',
  async load(ports: TilePorts): Promise<TileState> {
    return planTakeoverTileState(await ports.planTakeover.status());
  },
};
