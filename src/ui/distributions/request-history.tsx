import { type ReactElement, useState } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { distributionStatusLabel, nextStatuses } from '@/domain/distributions/distribution-status';
import type { DistributionRecord } from '@/domain/distributions';
import { distributionLife } from '@/domain/distributions/distribution-life';
import '@/ui/distributions/distribution-life.css';

const ACTORS = { support: 'Support', owner: 'The plan owner (trustee)', nobody: 'Nobody' } as const;

/** Who acts next and by when, and the timeline: requested, approved, paid, Form 1099-R (decision 0314). */
function Life({ request }: { request: DistributionRecord }): ReactElement {
  const life = distributionLife(request, false);
  return (
    <>
      <p className="distribution-next" data-testid="distribution-next">
        <strong>Next: {ACTORS[life.next.actor]}.</strong> {life.next.text}
        {life.next.by ? ` By ${formatDate(life.next.by)}.` : ''}
      </p>
      <ol className="distribution-timeline" aria-label="Timeline">
        {life.timeline.map((point) => (
          <li key={point.key} className={`distribution-timeline__point distribution-timeline__point--${point.state}`}>
            <span className="distribution-timeline__label">{point.label}</span>{' '}
            <span className="distribution-timeline__date">
              {point.state === 'done' ? formatDate(point.date) : `expected by ${formatDate(point.date)}`}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
import type { DistributionsViewModel } from '@/ui/distributions/distributions-view-model';

/** Support's moves for one request (admin mode only); a rejection asks its reason. */
const StatusMoves = observer(function StatusMoves({
  vm,
  request,
}: {
  vm: DistributionsViewModel;
  request: DistributionRecord;
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

/** Withdrawing a request still only requested: a button, then a plain confirmation (keep it or withdraw it). */
const Withdraw = observer(function Withdraw({
  vm,
  request,
}: {
  vm: DistributionsViewModel;
  request: DistributionRecord;
}): ReactElement | null {
  if (request.status !== 'requested') return null;
  const label = `${distributionKindLabel(request.kind)} of ${request.amountCents === null ? '' : formatCents(request.amountCents)}`;
  if (vm.confirmingWithdraw !== request.id)
    return (
      <div className="actions">
        <Button className="button" aria-label={`Withdraw request: ${label}`} onPress={() => vm.askWithdraw(request.id)}>
          Withdraw request
        </Button>
      </div>
    );
  return (
    <div className="actions" role="group" aria-label="Confirm the withdrawal">
      <p>Withdraw this request? It will not be paid, and it leaves your list.</p>
      <Button className="button button--primary" autoFocus onPress={() => void vm.withdraw(request.id)}>
        Yes, withdraw it
      </Button>
      <Button className="button" onPress={() => vm.askWithdraw(undefined)}>
        Keep it
      </Button>
    </div>
  );
});

/** Repaying a paid SECURE 2.0 withdrawal into the plan (decision 0336): what is repaid, the last day, the amount. */
const Repay = observer(function Repay({
  vm,
  request,
}: {
  vm: DistributionsViewModel;
  request: DistributionRecord;
}): ReactElement | null {
  if (request.repayableUntil === null || request.amountCents === null) return null;
  const left = request.amountCents - request.repaidCents;
  const messages = vm.repayMessages[request.id] ?? [];
  const inputId = `repay-${request.id}`;
  return (
    <div className="distribution-repay" data-testid="distribution-repay">
      <p>
        Repaid {formatCents(request.repaidCents)} of {formatCents(request.amountCents)}.{' '}
        {left > 0 ? `You may repay the rest until ${formatDate(request.repayableUntil)}.` : 'Repaid in full.'}
      </p>
      {left > 0 ? (
        <div className="actions">
          <label htmlFor={inputId}>Amount repaid ($)</label>
          <input
            id={inputId}
            inputMode="decimal"
            value={vm.repayTyped[request.id] ?? ''}
            aria-invalid={messages.length > 0 ? true : undefined}
            aria-describedby={messages.length > 0 ? `${inputId}-error` : undefined}
            onChange={(e) => vm.typeRepayment(request.id, e.target.value)}
          />
          <Button className="button button--primary" onPress={() => void vm.repay(request.id)}>
            Record the repayment
          </Button>
        </div>
      ) : undefined}
      {messages.length > 0 ? (
        <p id={`${inputId}-error`} className="field__error kit-field__message">
          {messages.join(' ')}
        </p>
      ) : undefined}
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
            {distributionKindLabel(r.kind)}: {r.amountCents === null ? '' : formatCents(r.amountCents)}{' '}
            <span
              className={`badge badge--${r.status === 'paid' ? 'done' : r.status === 'rejected' ? 'attention' : 'inProgress'}`}
            >
              {distributionStatusLabel(r.status)}
            </span>
          </h3>
          {r.statusReason ? <p>Reason: {r.statusReason}</p> : undefined}
          <Life request={r} />
          <StackedTable className="assets-table" aria-label="Status history">
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
                  <td>{h.amountCents === null ? '' : formatCents(h.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
          <Withdraw vm={vm} request={r} />
          <Repay vm={vm} request={r} />
          {vm.canMoveStatus ? <StatusMoves vm={vm} request={r} /> : undefined}
        </li>
      ))}
    </ul>
  );
});
