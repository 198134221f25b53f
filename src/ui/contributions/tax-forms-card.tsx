import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { distributionCodeLabel, taxFormDueDateNotes } from '@/domain/contributions/distribution-tax-forms';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatDate, formatMoney, screenLocale } from '@/ui/kit/locale-format';
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
      ) : !f.form_1099r_required ? (
        <p data-testid="tax-forms-status">
          No distribution of $10 or more was paid in {f.tax_year}: no Form 1099-R or Form 945 is due.
        </p>
      ) : (
        <>
          <p data-testid="tax-forms-status">
            Form 1099-R is required for each distribution below: the participant's copy by {formatDate(f.recipient_due_date)}, the
            IRS's by {formatDate(f.irs_paper_due_date)} on paper or {formatDate(f.irs_electronic_due_date)} electronically.
          </p>
          {taxFormDueDateNotes(f.tax_year, { locale: screenLocale() }).map((note) => (
            <p key={note} className="muted" data-testid="tax-forms-due-rule">
              {note}.
            </p>
          ))}
          <ScrollRegion className="contrib-scroll" label={`Form 1099-R figures for ${f.tax_year}`}>
            <table className="contrib-table" aria-label={`Form 1099-R figures for ${f.tax_year}`}>
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
                  <th scope="col">Code (box 7)</th>
                </tr>
              </thead>
              <tbody>
                {f.forms_1099r.map((d) => (
                  <tr key={`${d.distribution_id}-${d.designated_roth === true ? 'roth' : 'other'}`}>
                    <td>{formatDate(d.paid_on)}</td>
                    <td>
                      {distributionKindLabel(d.kind)}
                      {d.designated_roth === true
                        ? ` (designated Roth account${d.first_roth_year ? `, first Roth year ${d.first_roth_year}` : ''})`
                        : ''}
                    </td>
                    <td className="contrib-amount">{formatMoney(d.gross)}</td>
                    <td className="contrib-amount">{d.taxable === null ? 'Not determined (box 2b)' : formatMoney(d.taxable)}</td>
                    <td className="contrib-amount">{formatMoney(d.federal_withheld)}</td>
                    <td>{distributionCodeLabel(d.distribution_code)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p data-testid="form-945-status">
            {f.form_945_required
              ? `Form 945 is required: ${formatMoney(f.total_withheld)} of federal income tax withheld in ${f.tax_year}, due ${formatDate(f.form_945_due_date)} (${formatDate(f.form_945_deposits_on_time_due_date)} if every deposit was made on time).`
              : `Form 945 is not required: no federal income tax was withheld in ${f.tax_year}.`}
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
