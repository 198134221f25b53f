import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { CheckboxField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { stateName, US_STATES } from '@/domain/display/option-lists';
import type { StepForm } from '@/ui/kit/step-form';

/** Street address, the different-mailing-address flag, and the mailing fields while it is set. */
export const AddressFields = observer(function AddressFields({ form, legend }: { form: StepForm; legend: string }): ReactElement {
  const pickState =
    (prefix: '' | 'mailing_') =>
    (value: string): void => {
      form.set(`${prefix}state`, value);
      form.set(`${prefix}state_long`, stateName(value));
    };
  return (
    <>
      <fieldset className="kit-fieldset">
        <legend>{legend}</legend>
        <div className="kit-grid">
          <TextInputField form={form} name="address01" required autoComplete="address-line1" />
          <TextInputField form={form} name="address02" autoComplete="address-line2" />
          <TextInputField form={form} name="city" required autoComplete="address-level2" />
          <SelectField form={form} name="state" required choices={US_STATES} onPick={pickState('')} />
          <TextInputField form={form} name="postal_code" required autoComplete="postal-code" inputMode="numeric" />
        </div>
        <CheckboxField form={form} name="different_mailing_address" />
      </fieldset>
      {form.flag('different_mailing_address') ? (
        <fieldset className="kit-fieldset">
          <legend>Mailing address</legend>
          <div className="kit-grid">
            <TextInputField form={form} name="mailing_address01" required />
            <TextInputField form={form} name="mailing_address02" />
            <TextInputField form={form} name="mailing_city" required />
            <SelectField form={form} name="mailing_state" required choices={US_STATES} onPick={pickState('mailing_')} />
            <TextInputField form={form} name="mailing_postal_code" required inputMode="numeric" />
          </div>
        </fieldset>
      ) : undefined}
    </>
  );
});
