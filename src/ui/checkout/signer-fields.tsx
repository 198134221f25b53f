import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { TextInputField } from '@/ui/kit/form-fields';
import { SignatureField } from '@/ui/kit/signature-field';
import type { StepForm } from '@/ui/kit/step-form';

/** The signer's name, title, date and signature: `plan` for the owner's plan, `participant` for a participant. */
export const SignerFields = observer(function SignerFields(props: {
  form: StepForm;
  prefix: 'plan' | 'participant';
  savedSignature?: string;
  legend: string;
}): ReactElement {
  const { form, prefix } = props;
  return (
    <>
      <fieldset className="kit-fieldset">
        <legend>{props.legend}</legend>
        <div className="kit-grid">
          <TextInputField form={form} name={`${prefix}_signer_first_name`} required />
          <TextInputField form={form} name={`${prefix}_signer_last_name`} required />
          <TextInputField form={form} name={`${prefix}_signer_title`} required hint="e.g. Owner, Trustee" />
          <TextInputField form={form} name={`${prefix}_sign_date`} type="date" required />
        </div>
      </fieldset>
      <SignatureField
        form={form}
        field={prefix === 'plan' ? 'plan_signature' : 'participant_signature'}
        saved={props.savedSignature}
      />
    </>
  );
});
