import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { AddressFields } from '@/ui/checkout/address-fields';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { CheckboxField, RadioField, SelectField, TextInputField } from '@/ui/checkout/form-fields';
import { GENDERS, TITLES } from '@/ui/checkout/field-options';
import { SsnField } from '@/ui/checkout/ssn-field';
import type { StepForm } from '@/ui/checkout/step-form';

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
      <fieldset className="checkout-fieldset">
        <legend>About you</legend>
        <div className="checkout-grid">
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
      <fieldset className="checkout-fieldset">
        <legend>Contact and tax identity</legend>
        <div className="checkout-grid">
          <TextInputField form={form} name="email" type="email" required autoComplete="email" />
          <TextInputField form={form} name="phone" type="tel" required autoComplete="tel" hint="e.g. 555-123-4567" />
          <SsnField form={form} saved={vm.ssnSaved} onChange={vm.changeSsn} />
        </div>
      </fieldset>
      <fieldset className="checkout-fieldset">
        <legend>Family and other businesses</legend>
        <CheckboxField form={form} name="married" />
        {form.flag('married') ? (
          <div className="checkout-grid">
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
