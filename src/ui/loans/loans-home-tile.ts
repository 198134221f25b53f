import { codedLabel } from '@/domain/display/coded-labels';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import type { LoanRecord } from '@/domain/loans';
import type { HomeTileSource, TileContext, TilePorts, TileState } from '@/ui/home/home-tile';

/** The loans area in words: a loan to sign, a missed payment, or the balance and the next payment. */
export function loansTileState(loans: readonly LoanRecord[], context: TileContext): TileState {
  const money = (cents: number): string => formatCents(cents, { locale: context.locale });
  if (loans.length === 0) return { status: 'No loans', tone: 'notStarted', action: 'Apply for a loan' };
  const pending = loans.find((l) => l.status === 'pending_signature');
  const missed = loans.find((l) => l.missedPayment !== null);
  const open = loans.filter((l) => l.status === 'active' || l.status === 'deemed_distribution');
  const facts = open.slice(0, 3).map((l) => ({
    label: `${money(l.amountCents)} loan`,
    value: `${money(l.outstandingBalanceCents)} outstanding, ${codedLabel('loan_status', l.status).toLowerCase()}`,
  }));
  if (missed?.missedPayment)
    return {
      status: missed.missedPayment.state === 'curable' ? 'A loan payment was missed' : 'A loan became a deemed distribution',
      tone: 'attention',
      facts,
      next:
        missed.missedPayment.state === 'curable'
          ? `A loan payment was missed: pay it by ${formatDate(missed.missedPayment.cureDeadline, { locale: context.locale })}, its cure date, or the balance becomes a taxable distribution.`
          : undefined,
      action: 'See your loans',
      ...(missed.missedPayment.state === 'curable' ? { urgency: 'missedPayment' as const } : {}),
    };
  if (pending)
    return {
      status: 'A loan is waiting for your signature',
      tone: 'inProgress',
      facts,
      next: 'Review the schedule and sign.',
      action: 'Sign your loan',
    };
  if (open.length === 0) return { status: 'All loans paid off', tone: 'done', action: 'See your loans' };
  const next = open.map((l) => l.nextPayment).find((p) => p !== null);
  return {
    status: `${open.length} ${open.length === 1 ? 'loan' : 'loans'} being repaid`,
    tone: 'inProgress',
    facts: next
      ? [
          ...facts,
          {
            label: 'Next payment',
            value: `${money(next.amountCents)} on ${formatDate(next.dueDate, { locale: context.locale })}`,
          },
        ]
      : facts,
    action: 'See your loans',
  };
}

/** Home tile source of the loans area. */
export const loansHomeTile: HomeTileSource = {
  area: 'loans',
  async load(ports: TilePorts, context: TileContext): Promise<TileState> {
    return loansTileState(await ports.loans.loans(), context);
  },
};
