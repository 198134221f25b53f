import { type ReactElement, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { StackedTable } from '@/ui/kit/stacked-table';
import { ClassifyForm } from '@/ui/trust-account/classify-form';
import { classifiedByWords, classWords, ledgerState } from '@/ui/trust-account/transaction-words';
import type { TrustAccountViewModel } from '@/ui/trust-account/trust-account-view-model';

/** The id of a transaction's Classify button. */
const classifyButtonId = (transactionId: string): string => `classify-${transactionId}`;

/** The month's transactions, a page at a time: date, description, amount, class and match state, and Classify. */
export const TransactionTable = observer(function TransactionTable({ vm }: { vm: TrustAccountViewModel }): ReactElement {
  // When the classify form closes (saved or cancelled), the focus goes back to the Classify button that opened it.
  const opener = useRef<string | undefined>(undefined);
  const selectedId = vm.selectedId;
  useEffect(() => {
    if (selectedId !== undefined) opener.current = selectedId;
    else if (opener.current !== undefined) {
      document.getElementById(classifyButtonId(opener.current))?.focus();
      opener.current = undefined;
    }
  }, [selectedId]);
  if (vm.transactions.length === 0)
    return <p className="muted">No transactions in {vm.monthName}. Import the statement that covers it.</p>;
  return (
    <>
      <StackedTable className="assets-table trust-table">
        <caption className="visually-hidden">Transactions in {vm.monthName}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col" className="trust-amount">
              Amount
            </th>
            <th scope="col">Class</th>
            <th scope="col">Ledger</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vm.transactions.map((t) => {
            const state = ledgerState(t);
            const by = classifiedByWords(t);
            return (
              <tr key={t.id} data-testid="statement-transaction">
                <td>{formatDate(t.postedOn)}</td>
                <th scope="row">{t.description}</th>
                <td className="trust-amount">{formatCents(t.amountCents)}</td>
                <td>
                  {classWords(t)}
                  {by ? <span className="assets-sub muted">{by}</span> : undefined}
                </td>
                <td>
                  <span className={`badge badge--${state.tone}`}>
                    {state.flagged ? <span aria-hidden="true">⚑ </span> : undefined}
                    {state.label}
                  </span>
                  {t.ledger.message ? <span className="assets-sub">{t.ledger.message}</span> : undefined}
                </td>
                <td>
                  <Button
                    className="button"
                    aria-label={`Classify ${t.description}, ${formatCents(t.amountCents)} on ${formatDate(t.postedOn)}`}
                    aria-expanded={vm.selectedId === t.id}
                    id={classifyButtonId(t.id)}
                    onPress={() => vm.select(t.id)}
                  >
                    Classify
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StackedTable>
      {vm.nextCursor !== undefined ? (
        <Button className="button" onPress={() => void vm.loadMore()} isDisabled={vm.busy}>
          Show more transactions
        </Button>
      ) : undefined}
      {vm.selected ? <ClassifyForm key={vm.selected.id} vm={vm} transaction={vm.selected} /> : undefined}
    </>
  );
});
