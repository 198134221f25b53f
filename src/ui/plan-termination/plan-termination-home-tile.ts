import { type PlanTerminationRecord, windUpStatus } from '@/domain/plan-termination';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';
import { formatDate } from '@/ui/kit/locale-format';

/** The plan's termination in words: active (nothing to do), terminating with the steps left, or terminated. */
export function planTerminationTileState(record: PlanTerminationRecord, context: TileContext): TileState {
  const about = 'Ending the plan: the resolution, then every account paid out and the final Form 5500-EZ.';
  const r = record.resolution;
  const c = record.checklist;
  if (record.status === 'not_started' || !r || !c)
    return { status: 'The plan is active', tone: 'notStarted', about, action: 'About ending the plan' };
  const day = (iso: string): string => formatDate(iso, { locale: context.locale });
  const status = windUpStatus({ state: record.status, stepsLeft: c.stepsLeft }, r.terminationDate, day);
  const facts = [{ label: 'Termination date', value: day(r.terminationDate) }];
  if (record.status === 'terminated') return { status, tone: 'done', about, facts, action: 'See the termination' };
  return {
    status,
    tone: 'inProgress',
    about,
    facts: [...facts, { label: 'Distribute every account by', value: day(c.distributionDeadline) }],
    next:
      context.role === 'participant'
        ? 'The plan is ending: request the distribution or rollover of your account.'
        : 'Finish ending the plan: pay out every account, settle loans and file the final Form 5500-EZ.',
    action: 'See the checklist',
  };
}

/** Home tile source of the plan termination area: one read of its state. */
export const planTerminationHomeTile: HomeTileSource = {
  area: 'plan-termination',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    return planTerminationTileState(await ports.planTermination.state(), context);
  },
};
