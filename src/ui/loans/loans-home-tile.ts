import { codedLabel } from '@/domain/display/coded-labels';
import { formatDate, formatMoney } from '@/ui/kit/locale-format';
import type { ApiClient } from '@/ports/api-client';
import type { HomeTileSource, TileContext, TileState } from '@/ui/home/home-tile';
import type { ApiLoan } from '@/ui/loans/loans-api';

/** The loans area in words: a loan to sign, a missed payment, or the balance and the next payment. */
export function loansTileState(loans: readonly ApiLoan[], context: TileContext): TileState {
  const money = (v: number): string => formatMoney(v, { locale: context.locale });
  if (loans.length === 0) return { status: 'No loans', tone: 'notStarted', action: 'Apply for a loan' };
  const pending = loans.find((l) => l.status === 'pending_signature');
  const missed = loans.find((l) => l.missed_payment !== null);
  const open = loans.filter((l) => l.status === 'active' || l.status === 'deemed_distribution');
  const facts = open.slice(0, 3).map((l) => ({
    label: `${money(l.amount)} loan`,
    value: `${money(l.outstanding_balance)} outstanding, ${codedLabel('loan_status', l.status).toLowerCase()}`,
  }));
  if (missed?.missed_payment)
    return {
      status: missed.missed_payment.state === 'curable' ? 'A loan payment was missed' : 'A loan became a deemed distribution',
      tone: 'attention',
      facts,
      next:
        missed.missed_payment.state === 'curable'
          ? `Pay it by ${formatDate(missed.missed_payment.cure_deadline, { locale: context.locale })}.`
          : undefined,
      action: 'See your loans',
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
  const next = open.map((l) => l.next_payment).find((p) => p !== null);
  return {
    status: `${open.length} ${open.length === 1 ? 'loan' : 'loans'} being repaid`,
    tone: 'inProgress',
    facts: next
      ? [
          ...facts,
          { label: 'Next payment', value: `${money(next.amount)} on ${formatDate(next.due_date, { locale: context.locale })}` },
        ]
      : facts,
    action: 'See your loans',
  };
}

/** Home tile source of the loans area. */
export const loansHomeTile: HomeTileSource = {
  area: 'loans',
  async load(api: ApiClient, context: TileContext): Promise<TileState> {
    return loansTileState(await api.get<ApiLoan[]>('/loans'), context);
  },
};
