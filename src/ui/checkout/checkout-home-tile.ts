import { formatDate } from '@/domain/display/format-date';
import { formatCents } from '@/domain/money';
import { checkoutSteps, type PlanRole } from '@/domain/flow';
import type { CheckoutRecord, InvoiceRecord } from '@/domain/checkout/checkout-record';
import type { HomeTileSource, TileContext, TileFact, TilePorts, TileState } from '@/ui/home/home-tile';

/** The checkout's state in words, from its progress, its invoice and the documents filed after payment. */
export function checkoutTileState(
  state: CheckoutRecord,
  invoices: readonly InvoiceRecord[],
  documentCount: number,
  context: TileContext,
): TileState {
  const locale = context.locale;
  const paid = invoices.find((i) => i.status === 'paid');
  if (paid) {
    const facts: TileFact[] = [
      { label: 'Paid', value: `${formatCents(paid.totalCents, { locale })} on ${formatDate(paid.paidAt, { locale })}` },
    ];
    facts.push({ label: 'Plan documents filed', value: documentCount === 0 ? 'Being prepared' : String(documentCount) });
    return { status: 'Plan set up and paid', tone: 'done', facts, action: 'See your confirmation' };
  }
  const role: PlanRole = state.variant === 'participant' || context.role === 'participant' ? 'participant' : 'planOwner';
  const steps = checkoutSteps(role).filter((s) => !s.hidden);
  const started = Object.keys(state.steps).length > 0;
  if (!started && role === 'participant') {
    return {
      status: 'Not started',
      tone: 'notStarted',
      next: 'Give your participant details and sign the joinder to join the plan (no fee).',
      action: 'Start joining the plan',
    };
  }
  if (!started) {
    return {
      status: 'Not started',
      tone: 'notStarted',
      next: 'Set up your employer and plan: the checkout takes about 15 minutes.',
      action: 'Start checkout',
    };
  }
  const current = checkoutSteps(role).find((s) => s.key === state.currentStep);
  const index = steps.findIndex((s) => s.key === state.currentStep);
  const where = current?.hidden ? 'Review' : current ? `Step ${index + 1} of ${steps.length}: ${current.title}` : 'In progress';
  const facts: TileFact[] = [{ label: 'Role', value: role === 'participant' ? 'Participant' : 'Plan owner' }];
  // A participant pays no fee: the plan owner's invoice is never theirs to pay.
  const open = role === 'participant' ? undefined : invoices.find((i) => i.status === 'open' || i.status === 'pending');
  if (open) {
    facts.push({ label: 'Invoice', value: `${formatCents(open.totalCents, { locale })}, not paid` });
    facts.push({ label: 'Invoice due', value: formatDate(open.dueAt, { locale }) });
  }
  const overdue = open !== undefined && Date.parse(open.dueAt) < context.now.getTime();
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

/** The checkout's home tile: the checkout, its invoices and, once paid, the plan documents (the CheckoutApi port). */
export const checkoutHomeTile: HomeTileSource = {
  area: 'checkout',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    const [state, invoices] = await Promise.all([
      ports.checkout.checkout(),
      ports.checkout.invoices().catch((): InvoiceRecord[] => []),
    ]);
    const paid = invoices.some((i) => i.status === 'paid');
    const documents = paid ? await ports.checkout.documents().catch(() => []) : [];
    return checkoutTileState(state, invoices, documents.length, context);
  },
};
