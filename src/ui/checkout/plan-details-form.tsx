import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { ContributionTypesFieldset } from '@/ui/checkout/contribution-types-fieldset';
import { CheckboxField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { LOAN_RATE_TYPES } from '@/domain/display/option-lists';
import { SignatureField } from '@/ui/kit/signature-field';
import { SignerFields } from '@/ui/checkout/signer-fields';
import { SPOUSE_CONSENT } from '@/ui/checkout/step-settings';
import type { StepForm } from '@/ui/kit/step-form';

/** Plan details: name, EIN, establish date, loans, Roth, contribution types, signer, and a married owner's spouse consent. */
export const PlanDetailsForm = observer(function PlanDetailsForm({
  vm,
  form,
}: {
  vm: CheckoutViewModel;
  form: StepForm;
}): ReactElement {
  return (
    <>
      <fieldset className="kit-fieldset">
        <legend>Your plan</legend>
        <div className="kit-grid">
          <TextInputField form={form} name="plan_name" required />
          <TextInputField form={form} name="plan_ein" hint="Optional. Two digits, a hyphen, seven digits" />
          <TextInputField form={form} name="plan_establish_date" type="date" required />
        </div>
        <CheckboxField form={form} name="plan_loan" />
        {form.flag('plan_loan') ? (
          <div className="kit-grid">
            <TextInputField form={form} name="loan_interest_rate" required inputMode="decimal" hint="From 1 to 100" />
            <SelectField form={form} name="loan_interest_rate_type" choices={LOAN_RATE_TYPES} wide />
          </div>
        ) : undefined}
        <CheckboxField form={form} name="plan_roth" />
        <CheckboxField form={form} name="plan_roth_roll" />
      </fieldset>
      <ContributionTypesFieldset form={form} />
      <SignerFields form={form} prefix="plan" legend="Plan signer" savedSignature={vm.savedSignature} />
      {vm.ownerMarried ? (
        <fieldset className="kit-fieldset">
          <legend>Spouse's consent</legend>
          <p className="muted">
            As you are married, your spouse consents to the plan by signing here (e-signature). Their name and e-mail come from
            your personal details.
          </p>
          <SignatureField form={form} field={SPOUSE_CONSENT.signature} />
          <TextInputField form={form} name={SPOUSE_CONSENT.date} type="date" />
        </fieldset>
      ) : undefined}
    </>
  );
});
