import type { PlanAmendmentsRecord } from '@/ports/plan-amendments-api';
import type { HomeTileSource, TileContext, TileState } from '@/ui/home/home-tile';
import { deadlineWords, shortName, taskLine } from '@/ui/plan-amendments/plan-amendments-words';

/** The next amendment task in words: sign by its deadline, overdue, the window not open yet, or all signed. */
export function planAmendmentsTileState(record: PlanAmendmentsRecord, context: TileContext): TileState {
  const about = "The plan document's required amendments and restatement, signed by the plan's owner.";
  if (!record.planOwner)
    return context.role === 'participant'
      ? { status: "Your plan's owner signs its amendments", tone: 'done', about, action: 'See plan amendments' }
      : { status: 'Nothing to sign before your plan is adopted', tone: 'notStarted', about, action: 'See plan amendments' };
  const open = record.tasks.find((t) => t.state === 'due' || t.state === 'due_soon' || t.state === 'overdue');
  const next = open ?? record.tasks.find((t) => t.state === 'upcoming');
  if (next === undefined) return { status: 'All amendments signed', tone: 'done', about, action: 'See plan amendments' };
  const line = taskLine(next, context.locale);
  const facts = [{ label: 'Deadline', value: deadlineWords(next, context.locale) }];
  if (next.state === 'upcoming') return { status: line, tone: 'inProgress', about, facts, action: 'See plan amendments' };
  return {
    status: line,
    tone: next.state === 'due' ? 'inProgress' : 'attention',
    about,
    facts,
    next:
      next.state === 'overdue'
        ? `Sign ${shortName(next)} now and correct the late adoption with a plan professional.`
        : `${line}.`,
    action: `Review and sign ${shortName(next)}`,
    ...(next.state === 'overdue'
      ? { urgency: 'pastDue' as const }
      : next.state === 'due_soon'
        ? { urgency: 'filingDue' as const }
        : {}),
  };
}

/** Home tile source of the plan amendments area: one call, the task list. */
export const planAmendmentsHomeTile: HomeTileSource = {
  area: 'plan-amendments',
  async load(ports, context): Promise<TileState> {
    return planAmendmentsTileState(await ports.planAmendments.list(), context);
  },
};
