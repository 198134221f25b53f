import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import {
  type RolloverRecord,
  rolloverMethodLabel,
  rolloverSourceLabel,
  rolloverStatusLabel,
  sixtyDayDeadline,
} from '@/domain/rollovers';
import { formatIsoDate, parseIsoDate } from '@/domain/shared/calendar-date';
import { NextStep } from '@/ui/rollovers/next-step';
import type { RolloversViewModel } from '@/ui/rollovers/rollovers-view-model';

function deadlineOf(r: RolloverRecord): string | undefined {
  const paid = parseIsoDate(r.distributionDate);
  return r.method === 'indirect' && paid ? formatDate(formatIsoDate(sixtyDayDeadline(paid))) : undefined;
}

/** Every rollover with its parts, status history and (for the open one) its next step. */
export const RolloverList = observer(function RolloverList({ vm }: { vm: RolloversViewModel }): ReactElement {
  if (vm.rollovers.length === 0) return <p className="muted">No rollovers yet.</p>;
  return (
    <ul className="result-list" aria-label="Your rollovers">
      {vm.rollovers.map((r) => (
        <li key={r.id} className="card" data-testid="rollover">
          <h3>
            {r.provider}: {formatCents(r.amountCents)}{' '}
            <span className={`badge badge--${r.status === 'received' ? 'done' : 'inProgress'}`}>
              {rolloverStatusLabel(r.status)}
            </span>
          </h3>
          <p>
            {rolloverSourceLabel(r.sourceKind)}. {rolloverMethodLabel(r.method)}. Pre-tax {formatCents(r.preTaxCents)}, Roth{' '}
            {formatCents(r.rothCents)}.
          </p>
          {deadlineOf(r) && r.status !== 'received' ? (
            <p className="alert">60-day rule: deposit it in the plan by {deadlineOf(r)}.</p>
          ) : undefined}
          <StackedTable className="assets-table" aria-label={`Status history of the rollover from ${r.provider}`}>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody>
              {r.history.map((h) => (
                <tr key={`${h.status}-${h.at}`}>
                  <th scope="row">{rolloverStatusLabel(h.status)}</th>
                  <td>{formatDate(h.onDate ?? h.at)}</td>
                  <td>{h.amountCents === null ? '' : formatCents(h.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
          {vm.selectedId === r.id ? (
            <NextStep vm={vm} rollover={r} />
          ) : r.status !== 'received' ? (
            <Button className="button" onPress={() => vm.select(r.id)}>
              Continue this rollover
            </Button>
          ) : undefined}
        </li>
      ))}
    </ul>
  );
});
