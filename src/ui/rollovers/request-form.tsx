import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@/ui/kit/locale-format';
import { ROLLOVER_METHODS, ROLLOVER_SOURCE_KINDS, rolloverMethodLabel, rolloverSourceLabel } from '@/domain/rollovers';
import { ActionBar } from '@/ui/kit/action-bar';
import { RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import type { RolloversViewModel } from '@/ui/rollovers/rollovers-view-model';

const SOURCES = ROLLOVER_SOURCE_KINDS.map((k) => ({ value: k, label: rolloverSourceLabel(k) }));
const METHODS = ROLLOVER_METHODS.map((m) => ({ value: m, label: rolloverMethodLabel(m) }));

/** The rollover request: the sending account, provider, amount with its Roth part, and how the money travels. */
export const RequestForm = observer(function RequestForm({ vm }: { vm: RolloversViewModel }): ReactElement {
  const form = vm.requestForm;
  const indirect = form.text('method') === 'indirect';
  return (
    <form
      noValidate
      aria-labelledby="rollover-request-title"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.request();
      }}
    >
      <h2 id="rollover-request-title">Roll money into your plan</h2>
      <div className="kit-grid">
        <SelectField form={form} name="source_kind" label="Where the money is now" required choices={SOURCES} />
        <TextInputField form={form} name="provider" label="Provider" required hint="The company that holds the account." />
        <TextInputField
          form={form}
          name="amount"
          label="Approximate amount"
          required
          inputMode="decimal"
          hint="In US dollars, pre-tax and Roth together."
        />
        <TextInputField
          form={form}
          name="roth_amount"
          label="Roth part of it"
          inputMode="decimal"
          hint={
            vm.planAcceptsRoth
              ? 'Roth money rolls only into your Roth rollover account. $0 when none; a traditional IRA has none.'
              : 'Your plan has no Roth rollover account: Roth money cannot be rolled in.'
          }
        />
        <RadioField form={form} name="method" label="How the money travels" required wide choices={METHODS} />
        {indirect ? (
          <TextInputField
            form={form}
            name="distribution_date"
            label="Date the money was paid to you"
            type="date"
            required
            hint={
              vm.deadline
                ? `60-day rule: deposit it in the plan by ${formatDate(vm.deadline)}, or it is taxed as a distribution.`
                : '60-day rule: an indirect rollover must be deposited within 60 days of the day it was paid to you.'
            }
          />
        ) : undefined}
      </div>
      <ActionBar busy={vm.busy}>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          Request the rollover
        </button>
      </ActionBar>
    </form>
  );
});
