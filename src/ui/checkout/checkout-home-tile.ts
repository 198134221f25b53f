import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/money';
import { checkoutSteps, type PlanRole } from '@/domain/flow';
import type { ApiClient } from '@/ports/api-client';
import type { CheckoutState, Invoice } from '@/ui/checkout/checkout-api';
import type { HomeTileSource, TileContext, TileFact, TileState } from '@/ui/home/home-tile';

/** The checkout's state in words, from its progress, its invoice and the documents filed after payment. */
export function checkoutTileState(
  state: CheckoutState,
  invoices: readonly Invoice[],
  documentCount: number,
  context: TileContext,
): TileState {
  const locale = context.locale;
  const paid = invoices.find((i) => i.status === 'paid');
  if (paid) {
    const facts: TileFact[] = [
      { label: 'Paid', value: `${formatMoney(paid.total, { locale })} on ${formatDate(paid.paid_at, { locale })}` },
    ];
    facts.push({ label: 'Plan documents filed', value: documentCount === 0 ? 'Being prepared' : String(documentCount) });
    return { status: 'Plan set up and paid', tone: 'done', facts, action: 'See your confirmation' };
  }
  const role: PlanRole = state.variant === 'participant' ? 'participant' : 'planOwner';
  const steps = checkoutSteps(role).filter((s) => !s.hidden);
  const started = Object.keys(state.steps).length > 0;
  if (!started) {
    return {
      status: 'Not started',
      tone: 'notStarted',
      next: 'Set up your employer and plan: the checkout takes about 15 minutes.',
      action: 'Start checkout',
    };
  }
  const current = checkoutSteps(role).find((s) => s.key === state.current_step);
  const index = steps.findIndex((s) => s.key === state.current_step);
  const where = current?.hidden ? 'Review' : current ? `Step ${index + 1} of ${steps.length}: ${current.title}` : 'In progress';
  const facts: TileFact[] = [{ label: 'Role', value: role === 'participant' ? 'Participant' : 'Plan owner' }];
  const open = invoices.find((i) => i.status === 'open' || i.status === 'pending');
  if (open) {
    facts.push({ label: 'Invoice', value: `${formatMoney(open.total, { locale })}, not paid` });
    facts.push({ label: 'Invoice due', value: formatDate(open.due_at, { locale }) });
  }
  const overdue = open !== undefined && Date.parse(open.due_at) < context.now.getTime();
  return {
    status: where,
    tone: overdue ? 'attention' : 'inProgress',
    facts,
    next: open
      ? 'Pay the checkout invoice to file your plan documents.'
      : `Continue your checkout at ${current?.title ?? 'the next step'}.`,
    action: open ? 'Pay invoice' : 'Continue checkout',
  };
}

/** The checkout's home tile: GET /checkout, /invoices and /checkout/documents. */
export const checkoutHomeTile: HomeTileSource = {
  area: 'checkout',
  async load(api: ApiClient, context: TileContext): Promise<TileState> {
    const [state, invoices] = await Promise.all([
      api.get<CheckoutState>('/checkout'),
      api.get<Invoice[]>('/invoices').catch((): Invoice[] => []),
    ]);
    const paid = invoices.some((i) => i.status === 'paid');
    const documents = paid ? await api.get<unknown>('/checkout/documents').catch(() => []) : [];
    const count = Array.isArray(documents) ? documents.length : 0;
    return checkoutTileState(state, invoices, count, context);
  },
};
