import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { CONTRIBUTION_FIELDS } from '@/ui/checkout/contribution-fields';
import { CheckboxField, TextInputField } from '@/ui/kit/form-fields';
import type { StepForm } from '@/ui/kit/step-form';

/** The six contribution types, each with enabled, percent and amount. */
export const ContributionTypesFieldset = observer(function ContributionTypesFieldset({ form }: { form: StepForm }): ReactElement {
  return (
    <fieldset className="kit-fieldset">
      <legend>Contribution types</legend>
      <ul className="contribution-list">
        {CONTRIBUTION_FIELDS.map((c) => (
          <li key={c.name} className="contribution-row">
            <CheckboxField form={form} name={c.enabled} label={c.name} />
            {form.flag(c.enabled) ? (
              <div className="kit-grid kit-grid--two">
                <TextInputField
                  form={form}
                  name={c.percent}
                  label={`${c.name} percent`}
                  inputMode="decimal"
                  hint="From 0 to 100"
                />
                <TextInputField
                  form={form}
                  name={c.amount}
                  label={`${c.name} amount ($)`}
                  inputMode="decimal"
                  hint="Dollars, e.g. 6500 or 6500.50"
                />
              </div>
            ) : undefined}
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
