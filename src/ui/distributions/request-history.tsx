import { type ReactElement, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatDate } from '@/domain/display/format-date';
import { formatMoney } from '@/domain/display/format-money';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { distributionStatusLabel, nextStatuses } from '@/domain/distributions/distribution-status';
import type { ApiDistribution } from '@/ui/distributions/distributions-api';
import type { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';

/** Support's moves for one request (admin mode only); a rejection asks its reason. */
const StatusMoves = observer(function StatusMoves({
  vm,
  request,
}: {
  vm: DistributionsViewModel;
  request: ApiDistribution;
}): ReactElement | null {
  const [reason, setReason] = useState('');
  const next = nextStatuses(request.status);
  if (next.length === 0) return null;
  return (
    <div className="actions">
      {next.includes('approved') ? (
        <Button className="button button--primary" onPress={() => void vm.moveStatus(request.id, 'approved')}>
          Approve
        </Button>
      ) : undefined}
      {next.includes('paid') ? (
        <Button className="button button--primary" onPress={() => void vm.moveStatus(request.id, 'paid')}>
          Mark as paid
        </Button>
      ) : undefined}
      <label className="visually-hidden" htmlFor={`reason-${request.id}`}>
        Reason for rejecting
      </label>
      <input
        id={`reason-${request.id}`}
        placeholder="Reason for rejecting"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button className="button" onPress={() => void vm.moveStatus(request.id, 'rejected', reason)}>
        Reject
      </Button>
    </div>
  );
});

/** The user's requests, each with its status history (dates and amounts). */
export const RequestHistory = observer(function RequestHistory({ vm }: { vm: DistributionsViewModel }): ReactElement {
  if (vm.requests.length === 0) return <p className="muted">No distribution requests yet.</p>;
  return (
    <ul className="result-list" aria-label="Your distribution requests">
      {vm.requests.map((r) => (
        <li key={r.id} className="card distribution" data-testid="distribution">
          <h3>
            {distributionKindLabel(r.kind)}: {r.amount === null ? '' : formatMoney(r.amount)}{' '}
            <span
              className={`badge badge--${r.status === 'paid' ? 'done' : r.status === 'rejected' ? 'attention' : 'inProgress'}`}
            >
              {distributionStatusLabel(r.status)}
            </span>
          </h3>
          {r.status_reason ? <p>Reason: {r.status_reason}</p> : undefined}
          <table className="assets-table" aria-label="Status history">
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
                  <th scope="row">{distributionStatusLabel(h.status)}</th>
                  <td>{formatDate(h.at)}</td>
                  <td>{h.amount === null ? '' : formatMoney(h.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {vm.canMoveStatus ? <StatusMoves vm={vm} request={r} /> : undefined}
        </li>
      ))}
    </ul>
  );
});
