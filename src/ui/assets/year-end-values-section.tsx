import { type ReactElement, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { evidenceLabel } from '@/domain/assets/year-end-values';
import type { YearEndValueItem } from '@/domain/assets/asset-records';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';
import { SelectField, TextInputField } from '@/ui/kit/form-fields';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { StackedTable } from '@/ui/kit/stacked-table';
import type { YearEndValuesViewModel } from '@/ui/assets/year-end-values-view-model';

/** An asset's year-end value in words: recorded (date, amount, evidence), without its evidence file, or missing. */
function stateText(item: YearEndValueItem): string {
  const v = item.value;
  if (item.state === 'recorded' && v)
    return `Recorded: ${formatCents(v.valueCents)} on ${formatDate(v.asOf)}, ${evidenceLabel(v.evidenceKind ?? '')} in your library`;
  if (item.state === 'no_evidence' && v) return `${formatCents(v.valueCents)} on ${formatDate(v.asOf)}: no evidence file`;
  return 'Missing';
}

/** The assets page's "Year-end values for <year>" (decision 0338): each asset held at the year end and a form to record one. */
export const YearEndValuesSection = observer(function YearEndValuesSection({ vm }: { vm: YearEndValuesViewModel }): ReactElement {
  const fileId = useId();
  const list = vm.list;
  const year = vm.bounds.planYear;
  return (
    <section className="card assets-year-end" aria-labelledby="year-end-values-title">
      <h2 id="year-end-values-title">Year-end values for {year}</h2>
      <p className="muted">
        Form 5500-EZ reports what the plan's assets were worth on {formatDate(vm.yearEndDay)}. Record each asset's value on that
        day (or up to 14 days before) with its evidence: a bank or brokerage statement, an appraisal or county assessment, a K-1
        or fund statement, the note's remaining principal, or a dealer quote.
      </p>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {list === undefined ? (
        <p className="muted">Loading…</p>
      ) : list.assets.length === 0 ? (
        <p className="muted">No asset was held on {formatDate(vm.yearEndDay)}: nothing to record.</p>
      ) : (
        <>
          <p data-testid="year-end-values-summary">
            {list.complete ? `Every asset has its year-end value for ${year}.` : `${list.message}.`}
          </p>
          <StackedTable className="assets-table" aria-label={`Year-end values for ${year}`}>
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col">Year-end value</th>
              </tr>
            </thead>
            <tbody>
              {list.assets.map((item) => (
                <tr key={item.assetId}>
                  <th scope="row">{item.assetName}</th>
                  <td>{stateText(item)}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
          <h3>Record a year-end value</h3>
          {vm.saved ? <p role="status">{vm.saved}</p> : undefined}
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void vm.record();
            }}
          >
            <div className="kit-grid">
              <SelectField form={vm.form} name="asset_id" choices={vm.assetChoices} onPick={vm.chooseAsset} required />
              <SelectField
                form={vm.form}
                name="evidence_kind"
                choices={vm.evidenceChoices}
                required
                hint={vm.chosen ? undefined : 'Choose the asset first.'}
              />
              <TextInputField form={vm.form} name="value" required inputMode="decimal" hint="In US dollars." />
              <TextInputField form={vm.form} name="as_of" type="date" required />
              <div className={fieldClass({ wide: true })}>
                <FieldLabelRow required>
                  <label htmlFor={fileId}>Evidence file</label>
                </FieldLabelRow>
                <div className="kit-field__control">
                  <input
                    id={fileId}
                    className="kit-file"
                    type="file"
                    accept="application/pdf,image/png,image/jpeg"
                    required
                    aria-invalid={vm.fileMessage ? true : undefined}
                    aria-describedby={`${fileId}-hint${vm.fileMessage ? ` ${fileId}-error` : ''}`}
                    onChange={(e) => vm.chooseFile(e.target.files?.[0])}
                  />
                </div>
                <p id={`${fileId}-hint`} className="field__hint kit-field__hint">
                  {vm.file ? `Chosen: ${vm.file.name}. ` : ''}A PDF, PNG or JPEG, saved in your library under Assets.
                </p>
                {vm.fileMessage ? (
                  <p id={`${fileId}-error`} className="field__error kit-field__message">
                    {vm.fileMessage}
                  </p>
                ) : undefined}
              </div>
            </div>
            <ActionBar busy={vm.busy}>
              <button type="submit" className="button button--primary" disabled={vm.busy}>
                Record the year-end value
              </button>
            </ActionBar>
          </form>
        </>
      )}
    </section>
  );
});
