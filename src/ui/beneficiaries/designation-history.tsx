import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { type DesignationRecord, designationStatusLabel } from '@/domain/beneficiaries';
import { codedLabel } from '@/domain/display/coded-labels';
import { formatDate } from '@/ui/kit/locale-format';

/** One designation's beneficiaries as a table. */
export function DesignationTable({ designation, label }: { designation: DesignationRecord; label: string }): ReactElement {
  return (
    <StackedTable className="assets-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Group</th>
          <th scope="col">Relationship</th>
          <th scope="col">Date of birth</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {designation.beneficiaries.map((b) => (
          <tr key={`${b.group}-${b.name}-${b.date_of_birth}-${b.share}`}>
            <th scope="row">{b.name}</th>
            <td>{b.group === 'primary' ? 'Primary' : 'Contingent'}</td>
            <td>{codedLabel('relationship', b.relationship)}</td>
            <td>{formatDate(b.date_of_birth)}</td>
            <td>{b.share}%</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

const tone = (status: string): string =>
  status === 'in_force' ? 'done' : status === 'awaiting_consent' ? 'attention' : 'notStarted';

/** Every designation, newest first, with its status and dates. */
export const DesignationHistory = observer(function DesignationHistory({
  history,
}: {
  history: readonly DesignationRecord[];
}): ReactElement {
  if (history.length === 0) return <p className="muted">No designations yet.</p>;
  return (
    <ol className="result-list" aria-label="Designation history">
      {history.map((d) => (
        <li key={d.id} className="card" data-testid="designation">
          <h3>
            Designation of {formatDate(d.createdAt)}{' '}
            <span className={`badge badge--${tone(d.status)}`}>{designationStatusLabel(d.status)}</span>
          </h3>
          {d.inForceAt ? <p>In force since {formatDate(d.inForceAt)}.</p> : undefined}
          {d.consent ? (
            <p>
              Your spouse, {d.consent.spouseName}, consented on {formatDate(d.consent.signedAt)}.
            </p>
          ) : undefined}
          <DesignationTable designation={d} label={`Beneficiaries of the designation of ${formatDate(d.createdAt)}`} />
        </li>
      ))}
    </ol>
  );
});
