import { useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { TextInputField } from '@/ui/kit/form-fields';
import { maskSsn } from '@/domain/shared/ssn-mask';
import type { StepForm } from '@/ui/kit/step-form';

/** The SSN: typed masked (with a show toggle while typing); once saved only ***-**-1234 shows, with a way to replace it. */
export const SsnField = observer(function SsnField(props: {
  form: StepForm;
  saved: boolean;
  onChange: () => void;
}): ReactElement {
  const [shown, setShown] = useState(false);
  const { form } = props;
  if (props.saved) {
    return (
      <div className="field">
        <span className="kit-label" id="ssn-saved-label">
          Social Security number
        </span>
        <div className="kit-inline" role="group" aria-labelledby="ssn-saved-label">
          <span data-testid="ssn-masked">{maskSsn(form.values.ssn_number)}</span>
          <Button className="button button--quiet" onPress={props.onChange}>
            Change SSN
          </Button>
        </div>
      </div>
    );
  }
  return (
    <TextInputField
      form={form}
      name="ssn_number"
      required
      type={shown ? 'text' : 'password'}
      inputMode="numeric"
      hint="Nine digits, e.g. 123-45-6780. Kept only on our server."
    >
      <Button className="button button--quiet kit-reveal" onPress={() => setShown(!shown)} aria-pressed={shown}>
        {shown ? 'Hide SSN' : 'Show SSN'}
      </Button>
    </TextInputField>
  );
});
