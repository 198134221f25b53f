import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { ScrollRegion } from '@/ui/kit/scroll-region';
import { type ContributionsViewModel, sourceName } from '@/ui/contributions/contributions-view-model';

/** The deposits recorded for the tax year, newest first, each removable (the server keeps the trail). */
export const LedgerTable = observer(function LedgerTable({ vm }: { vm: ContributionsViewModel }): ReactElement {
  if (vm.entries.length === 0) return <p className="muted">No deposits recorded for {vm.taxYear} yet.</p>;
  return (
    <ScrollRegion className="contrib-scroll" label={`Deposits for ${vm.taxYear}`}>
      <StackedTable className="contrib-table" aria-label={`Deposits for ${vm.taxYear}`}>
        <thead>
          <tr>
            <th scope="col">Deposited</th>
            <th scope="col">Source</th>
            <th scope="col" className="contrib-amount">
              Amount
            </th>
            <th scope="col">Reference</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vm.entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDate(e.depositDate)}</td>
              <td>{sourceName(e)}</td>
              <td className="contrib-amount">{formatCents(e.amountCents)}</td>
              <td>{e.reference ?? ''}</td>
              <td className="contrib-actions">
                <Button
                  className="button"
                  aria-label={`Change the deposit of ${formatCents(e.amountCents)} on ${formatDate(e.depositDate)}`}
                  onPress={() => vm.startEdit(e)}
                >
                  Change
                </Button>
                <Button
                  className="button"
                  aria-label={`Remove the deposit of ${formatCents(e.amountCents)} on ${formatDate(e.depositDate)}`}
                  onPress={() => void vm.remove(e.id)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </ScrollRegion>
  );
});
