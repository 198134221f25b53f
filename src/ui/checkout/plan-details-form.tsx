import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { ContributionTypesFieldset } from '@/ui/checkout/contribution-types-fieldset';
import { CheckboxField, RadioField, SelectField, TextInputField } from '@/ui/kit/form-fields';
import { LOAN_RATE_TYPES, PLAN_ORIGIN_CHOICES } from '@/domain/display/option-lists';
import { SignatureField } from '@/ui/kit/signature-field';
import { SignerFields } from '@/ui/checkout/signer-fields';
import { SPOUSE_CONSENT } from '@/ui/checkout/step-settings';
import type { StepForm } from '@/ui/kit/step-form';
import { einAsTyped } from '@/domain/shared/ein';

/** What allowing in-service distributions means for a participant (decision 0222). */
export const IN_SERVICE_HINT =
  'Lets a participant who still works for the business ask for an in-service distribution: money out of the plan ' +
  'from age 59½. Turn this off and such requests are refused.';

/** What requiring the spouse's consent means for a participant (decision 0222). */
export const SPOUSE_CONSENT_HINT =
  'A married participant must confirm that their spouse agrees before a distribution is paid out. ' +
  'Turn this off and no consent is asked.';

/** Plan details: name, EIN, establish date, loans, Roth, distribution settings, contribution types, signer, and a married owner's spouse consent. */
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
        <RadioField form={form} name="plan_origin" choices={PLAN_ORIGIN_CHOICES} required />
        {form.text('plan_origin') === 'existing' ? (
          <div className="kit-grid">
            <TextInputField
              form={form}
              name="plan_effective_date"
              type="date"
              required
              hint="The date the plan first became effective, from its adoption agreement"
            />
            <TextInputField
              form={form}
              name="plan_number"
              inputMode="numeric"
              required
              hint="Three digits, from 001 to 500 (line 1b of the plan's Form 5500-EZ)"
            />
          </div>
        ) : undefined}
        <div className="kit-grid">
          <TextInputField form={form} name="plan_name" required />
          <TextInputField
            form={form}
            name="plan_ein"
            inputMode="numeric"
            format={einAsTyped}
            hint="Optional. Two digits, a hyphen, seven digits"
          />
          <TextInputField form={form} name="plan_establish_date" type="date" required />
        </div>
        <CheckboxField form={form} name="plan_loan" />
        {form.flag('plan_loan') ? (
          <div className="kit-grid">
            <TextInputField
              form={form}
              name="loan_interest_rate"
              required
              inputMode="decimal"
              hint={
                <>
                  From 1 to 100
                  {vm.loanRateWarning ? <span className="kit-field__warning">{vm.loanRateWarning}</span> : undefined}
                </>
              }
            />
            <SelectField form={form} name="loan_interest_rate_type" choices={LOAN_RATE_TYPES} wide />
          </div>
        ) : undefined}
        <CheckboxField form={form} name="plan_roth" />
        <CheckboxField form={form} name="plan_roth_roll" />
        <CheckboxField
          form={form}
          name="plan_roth_employer"
          label="Allow Roth employer contributions"
          hint="Profit sharing and matching deposits may then be designated Roth: taxed the year they go in, tax-free later (SECURE 2.0)."
        />
      </fieldset>
      <fieldset className="kit-fieldset">
        <legend>Distributions</legend>
        <CheckboxField form={form} name="plan_in_service" label="Allow in-service distributions" hint={IN_SERVICE_HINT} />
        <CheckboxField
          form={form}
          name="plan_spouse_consent"
          label="Require the spouse's consent to distributions"
          hint={SPOUSE_CONSENT_HINT}
        />
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
