import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { AddressFields } from '@/ui/kit/address-fields';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { CheckboxField, RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { GENDERS, TITLES } from '@/domain/display/option-lists';
import { SsnField } from '@/ui/kit/ssn-field';
import type { StepForm } from '@/ui/kit/step-form';
import { phoneAsTyped } from '@/domain/shared/phone';

/** Personal details: name, birth, address (and mailing address), contact, SSN, occupation and spouse. */
export const PersonalDetailsForm = observer(function PersonalDetailsForm({
  vm,
  form,
}: {
  vm: CheckoutViewModel;
  form: StepForm;
}): ReactElement {
  return (
    <>
      <fieldset className="kit-fieldset">
        <legend>About you</legend>
        <div className="kit-grid">
          <SelectField form={form} name="title" choices={TITLES} />
          <TextInputField form={form} name="first_name" required autoComplete="given-name" />
          <TextInputField form={form} name="middle_name" autoComplete="additional-name" />
          <TextInputField form={form} name="last_name" required autoComplete="family-name" />
          <TextInputField form={form} name="DOB" type="date" required autoComplete="bday" />
          <TextInputField form={form} name="occupation" required />
        </div>
        <RadioField form={form} name="gender" required choices={GENDERS} />
      </fieldset>
      <AddressFields form={form} legend="Home address" />
      <fieldset className="kit-fieldset">
        <legend>Contact and tax identity</legend>
        <div className="kit-grid">
          <TextInputField form={form} name="email" type="email" required autoComplete="email" />
          <TextInputField
            form={form}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            format={phoneAsTyped}
            hint="e.g. 555-123-4567"
          />
          <SsnField form={form} saved={vm.ssnSaved} onChange={vm.changeSsn} />
        </div>
      </fieldset>
      <fieldset className="kit-fieldset">
        <legend>Family and other businesses</legend>
        <CheckboxField form={form} name="married" />
        {form.flag('married') ? (
          <div className="kit-grid">
            <TextInputField form={form} name="spouse_first_name" required />
            <TextInputField form={form} name="spouse_last_name" required />
            <TextInputField form={form} name="spouse_email" type="email" required />
          </div>
        ) : undefined}
        <CheckboxField form={form} name="control_group" />
      </fieldset>
    </>
  );
});
