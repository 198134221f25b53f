import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { distributionCodeLabel, taxFormDueDateNotes } from '@/domain/contributions/distribution-tax-forms';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatCents, formatDate, screenLocale } from '@/ui/kit/locale-format';
import { distributionKindLabel } from '@/domain/distributions/distribution-kinds';
import { ScrollRegion } from '@/ui/kit/scroll-region';
import type { TaxFormsViewModel } from '@/ui/contributions/tax-forms-view-model';
import { ActionBar } from '@/ui/kit/action-bar';

/** Form 1099-R for each distribution paid in the year and the Form 945 summary, with their due dates. */
export const TaxFormsCard = observer(function TaxFormsCard({ vm }: { vm: TaxFormsViewModel }): ReactElement {
  const f = vm.forms;
  return (
    <div className="card">
      <h2>Tax forms for distributions paid in {vm.year}</h2>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {!f ? (
        <p className="muted">Loading…</p>
      ) : !f.form1099RRequired ? (
        <p data-testid="tax-forms-status">
          No distribution of $10 or more was paid in {f.taxYear}: no Form 1099-R or Form 945 is due.
        </p>
      ) : (
        <>
          <p data-testid="tax-forms-status">
            Form 1099-R is required for each distribution below: the participant's copy by {formatDate(f.recipientDueDate)}, the
            IRS's by {formatDate(f.irsPaperDueDate)} on paper or {formatDate(f.irsElectronicDueDate)} electronically.
          </p>
          {taxFormDueDateNotes(f.taxYear, { locale: screenLocale() }).map((note) => (
            <p key={note} className="muted" data-testid="tax-forms-due-rule">
              {note}.
            </p>
          ))}
          <ScrollRegion className="contrib-scroll" label={`Form 1099-R figures for ${f.taxYear}`}>
            <StackedTable className="contrib-table" aria-label={`Form 1099-R figures for ${f.taxYear}`}>
              <thead>
                <tr>
                  <th scope="col">Paid</th>
                  <th scope="col">Distribution</th>
                  <th scope="col" className="contrib-amount">
                    Gross (box 1)
                  </th>
                  <th scope="col" className="contrib-amount">
                    Taxable (box 2a)
                  </th>
                  <th scope="col" className="contrib-amount">
                    Federal tax withheld (box 4)
                  </th>
                  <th scope="col" className="contrib-amount">
                    Basis (box 5)
                  </th>
                  <th scope="col">Code (box 7)</th>
                </tr>
              </thead>
              <tbody>
                {f.forms1099R.map((d) => (
                  <tr key={`${d.distributionId}-${d.designatedRoth ? 'roth' : 'other'}`}>
                    <td>{formatDate(d.paidOn)}</td>
                    <td>
                      {distributionKindLabel(d.kind)}
                      {d.designatedRoth
                        ? ` (designated Roth account${d.firstRothYear ? `, first Roth year ${d.firstRothYear}` : ''})`
                        : ''}
                    </td>
                    <td className="contrib-amount">{formatCents(d.grossCents)}</td>
                    <td className="contrib-amount">
                      {d.taxableCents === null ? 'Not determined (box 2b)' : formatCents(d.taxableCents)}
                    </td>
                    <td className="contrib-amount">{formatCents(d.federalWithheldCents)}</td>
                    <td className="contrib-amount">{d.basisCents === null ? 'None' : formatCents(d.basisCents)}</td>
                    <td>{distributionCodeLabel(d.distributionCode, d.kind)}</td>
                  </tr>
                ))}
              </tbody>
            </StackedTable>
          </ScrollRegion>
          <p data-testid="form-945-status">
            {f.form945Required
              ? `Form 945 is required: ${formatCents(f.totalWithheldCents)} of federal income tax withheld in ${f.taxYear}, due ${formatDate(f.form945DueDate)} (${formatDate(f.form945DepositsOnTimeDueDate)} if every deposit was made on time).`
              : `Form 945 is not required: no federal income tax was withheld in ${f.taxYear}.`}
          </p>
          {vm.document ? (
            <p role="status">
              Filed in your library (Plan documents): {vm.document.name}{' '}
              <Button className="button" onPress={() => void vm.download()}>
                Download {vm.document.name}
              </Button>
            </p>
          ) : undefined}
          <ActionBar busy={vm.generating}>
            <Button className="button" isDisabled={vm.generating} onPress={() => void vm.generate()}>
              Prepare the 1099-R copies and 945 summary
            </Button>
          </ActionBar>
        </>
      )}
    </div>
  );
});
