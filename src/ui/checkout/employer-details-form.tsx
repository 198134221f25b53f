import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { FISCAL_BASED } from '@/domain/checkout/employer-details';
import { AddressFields } from '@/ui/kit/address-fields';
import { NaicsCodeField } from '@/ui/checkout/naics-code-field';
import { RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { ENTITY_TYPES, FISCAL_YEAR_ENDS, US_STATES } from '@/domain/display/option-lists';
import type { StepForm } from '@/ui/kit/step-form';
import { einAsTyped } from '@/domain/shared/ein';
import { phoneAsTyped } from '@/domain/shared/phone';

/** Employer details: the business, its address, EIN, legal form, incorporation, tax year and industry. */
export const EmployerDetailsForm = observer(function EmployerDetailsForm({ form }: { form: StepForm }): ReactElement {
  return (
    <>
      <fieldset className="kit-fieldset">
        <legend>Your business</legend>
        <div className="kit-grid">
          <TextInputField form={form} name="employer_name" required autoComplete="organization" />
          <TextInputField
            form={form}
            name="employer_ein"
            required
            inputMode="numeric"
            format={einAsTyped}
            hint="Two digits, a hyphen, seven digits: 12-3456789"
          />
          <SelectField form={form} name="entity_type" required choices={ENTITY_TYPES} />
          <TextInputField form={form} name="employer_phone" type="tel" format={phoneAsTyped} hint="e.g. 555-123-4567" />
          <TextInputField form={form} name="employer_email" type="email" />
          <TextInputField form={form} name="employer_website" />
        </div>
      </fieldset>
      <AddressFields form={form} legend="Business address" />
      <fieldset className="kit-fieldset">
        <legend>Incorporation, tax year and industry</legend>
        <div className="kit-grid">
          <TextInputField form={form} name="employer_incorp_date" type="date" required />
          <SelectField form={form} name="employer_incorporation_state" required choices={US_STATES} />
          <NaicsCodeField form={form} />
          <TextInputField form={form} name="employer_naics_code_description" />
        </div>
        <RadioField form={form} name="employer_fiscal_year_end" required choices={FISCAL_YEAR_ENDS} />
        {form.value('employer_fiscal_year_end') === FISCAL_BASED ? (
          <TextInputField form={form} name="employer_fiscal_year_end_date" type="date" required />
        ) : undefined}
      </fieldset>
    </>
  );
});
