import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { formatDate } from '@/ui/kit/locale-format';
import { FILING_METHOD_CHOICES, type Form5500EzViewModel } from '@/ui/contributions/form-5500-ez-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { CheckboxField, RadioField, TextInputField } from '@/ui/kit/form-fields';
import { Form5500EzYearEndValues } from '@/ui/contributions/form-5500-ez-year-end-values';

/** The prefilled return in the library (prepare, download) and the filing record the owner marks. */
export const Form5500EzFilingForm = observer(function Form5500EzFilingForm({ vm }: { vm: Form5500EzViewModel }): ReactElement {
  const s = vm.status;
  const form = vm.filingForm;
  const method = FILING_METHOD_CHOICES.find((c) => c.value === s?.filing.method)?.label;
  return (
    <>
      <h3>Prefilled return</h3>
      {s?.document ? (
        <p role="status">
          {vm.generated ? 'Prepared and filed in your library' : 'In your library'} (Plan documents): {s.document.name}{' '}
          <Button className="button" onPress={() => void vm.download()}>
            Download {s.document.name}
          </Button>
        </p>
      ) : (
        <p className="muted">Not prepared yet for {vm.planYearLabel}.</p>
      )}
      <Form5500EzYearEndValues vm={vm} />
      <ActionBar busy={vm.generating}>
        <Button className="button" isDisabled={vm.generating || vm.preparationBlocked} onPress={() => void vm.generate()}>
          {s?.document ? 'Prepare it again with the latest figures' : 'Prepare the prefilled Form 5500-EZ'}
        </Button>
      </ActionBar>
      <h3>Filing</h3>
      <p data-testid="form-5500-ez-filing">
        {s?.filing.filed
          ? `Filed on ${formatDate(s.filing.filedOn ?? '')} (${method})${s.filing.confirmation ? `, confirmation ${s.filing.confirmation}` : ''}.`
          : 'Not filed yet.'}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.saveFiling();
        }}
      >
        <CheckboxField form={form} name="filed" />
        {form.flag('filed') ? (
          <div className="kit-grid">
            <TextInputField form={form} name="filed_on" type="date" required />
            <RadioField form={form} name="method" choices={FILING_METHOD_CHOICES} required />
            <TextInputField form={form} name="confirmation" wide />
          </div>
        ) : undefined}
        <ActionBar>
          <button type="submit" className="button">
            Save the filing record
          </button>
        </ActionBar>
        {vm.filingSaved ? (
          <p className="muted" role="status">
            Filing record saved.
          </p>
        ) : undefined}
      </form>
    </>
  );
});
