import { type ReactElement, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { CONTRIBUTION_SOURCES } from '@/domain/contributions/contribution-usage';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { type ContributionsViewModel, recordedWording, sourceName } from '@/ui/contributions/contributions-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { CheckboxField, SelectField, TextInputField } from '@/ui/kit/form-fields';

const SOURCE_CHOICES = CONTRIBUTION_SOURCES.map((s) => ({ value: s, label: s }));

/** The form that records a deposit, with the room left in its source and the warnings it would bring. */
export const DepositForm = observer(function DepositForm({ vm }: { vm: ContributionsViewModel }): ReactElement {
  const { form } = vm;
  const room = vm.roomOfChosenSourceCents;
  const warnings = vm.pendingWarnings;
  const editing = vm.editing;
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving into or out of an edit brings the keyboard to the form's heading.
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);
  return (
    <div className="card">
      <h2 ref={heading} tabIndex={-1}>
        {editing
          ? `Change the deposit of ${formatCents(editing.amountCents)} on ${formatDate(editing.depositDate)}`
          : 'Record a deposit'}
      </h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.record();
        }}
      >
        <div className="kit-grid">
          <SelectField form={form} name="source" choices={SOURCE_CHOICES} required />
          <TextInputField form={form} name="amount" inputMode="decimal" required hint="In dollars, like 1,250.00" />
          <TextInputField form={form} name="deposit_date" type="date" required />
          <SelectField
            form={form}
            name="tax_year"
            choices={vm.taxYearChoices}
            required
            hint="A deposit made before the tax deadline may count for the year before."
          />
          <TextInputField form={form} name="reference" wide />
        </div>
        {vm.rothOffered ? (
          <CheckboxField
            form={form}
            name="roth"
            hint="Roth employer money is taxable to you for the year it is deposited (Form 1099-R, code G); nothing is withheld from it. It then grows in your Roth account."
          />
        ) : undefined}
        <p className="muted" aria-live="polite">
          {room === undefined
            ? form.value('source') === 'Roll Overs'
              ? 'Rollovers count against no yearly limit.'
              : ''
            : `Room left in ${String(form.value('source'))} for ${vm.summary?.taxYear}: ${formatCents(room)}`}
        </p>
        {warnings.length > 0 ? (
          <div className="alert contrib-warning" role="status">
            <p>{editing ? 'You can still save this change, but:' : 'You can still record this deposit, but:'}</p>
            {warnings.map((w) => (
              <p key={`${w.limit}-${w.message}`}>{w.message}</p>
            ))}
          </div>
        ) : undefined}
        {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
        <ActionBar busy={vm.submitting} onBack={editing ? vm.cancelEdit : undefined} backLabel="Cancel the change">
          <button type="submit" className="button button--primary" disabled={vm.submitting}>
            {editing ? 'Save the change' : 'Record the deposit'}
          </button>
        </ActionBar>
      </form>
      {vm.edited ? (
        <div role="status">
          <p className="alert">
            Deposit changed: {formatCents(vm.edited.amountCents)} to {sourceName(vm.edited)} on{' '}
            {formatDate(vm.edited.depositDate)} for {vm.edited.taxYear}.
          </p>
          {vm.recordedWarningsNotOnCard.length > 0 ? (
            <ErrorAlert as="div" live={false}>
              {vm.recordedWarningsNotOnCard.map((w) => (
                <p key={`${w.limit}-${w.message}`}>{recordedWording(w.message)}</p>
              ))}
            </ErrorAlert>
          ) : undefined}
        </div>
      ) : undefined}
      {vm.recorded ? (
        <div role="status">
          <p className="alert">
            Deposit of {formatCents(vm.recorded.amountCents)} to {sourceName(vm.recorded)} recorded for {vm.recorded.taxYear}.
          </p>
          {vm.recordedWarningsNotOnCard.length > 0 ? (
            <ErrorAlert as="div" live={false}>
              {vm.recordedWarningsNotOnCard.map((w) => (
                <p key={`${w.limit}-${w.message}`}>{recordedWording(w.message)}</p>
              ))}
            </ErrorAlert>
          ) : undefined}
        </div>
      ) : undefined}
    </div>
  );
});
