import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { CONTRIBUTION_TYPE_HELP } from '@/domain/checkout/contribution-type';
import { CONTRIBUTION_FIELDS } from '@/ui/checkout/contribution-fields';
import { CheckboxField, TextInputField } from '@/ui/kit/form-fields';
import type { StepForm } from '@/ui/kit/step-form';

/** The six contribution types, each with enabled, percent and amount, and what the percent and amount mean for it. */
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
                  hint={CONTRIBUTION_TYPE_HELP[c.name].percent}
                />
                <TextInputField
                  form={form}
                  name={c.amount}
                  label={`${c.name} amount ($)`}
                  inputMode="decimal"
                  hint={CONTRIBUTION_TYPE_HELP[c.name].amount}
                />
              </div>
            ) : undefined}
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
