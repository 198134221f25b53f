import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { CheckboxField, TextInputField } from '@/ui/kit/form-fields';
import { formatDate } from '@/ui/kit/locale-format';

/**
 * The Form 5558 the owner records for the plan year (decision 0275): filed on or before the return's due day, it moves
 * the due day, lateness and the penalty to the extended due day.
 */
export const Form5558ExtensionForm = observer(function Form5558ExtensionForm({ vm }: { vm: Form5500EzViewModel }): ReactElement {
  const s = vm.status;
  const form = vm.extensionForm;
  return (
    <>
      <h3>Extension (Form 5558)</h3>
      <p data-testid="form-5558-extension">
        {s?.extension.filed
          ? `Form 5558 filed on ${formatDate(s.extension.filedOn ?? '')}: the return is due ${formatDate(s.extendedDueDate)}.`
          : s
            ? `No Form 5558 recorded. Filed by ${formatDate(s.dueDate)}, it extends the due date to ${formatDate(s.extendedDueDate)}.`
            : ''}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.saveExtension();
        }}
      >
        <CheckboxField form={form} name="filed" />
        {form.flag('filed') ? <TextInputField form={form} name="filed_on" type="date" required /> : undefined}
        <ActionBar>
          <button type="submit" className="button">
            Save the Form 5558 record
          </button>
        </ActionBar>
        {vm.extensionSaved ? (
          <p className="muted" role="status">
            Form 5558 record saved.
          </p>
        ) : undefined}
      </form>
    </>
  );
});
