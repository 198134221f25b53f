import { useId, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { maskSsn } from '@/domain/shared/ssn-mask';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';
import { TextInputField } from '@/ui/kit/form-fields';
import type { StepForm } from '@/ui/kit/step-form';

/** The hint beside the SSN while it is typed: its form, and that it is on purpose not kept on this device (decision 0076). */
export const SSN_HINT =
  'Nine digits, e.g. 123-45-6780. For your safety it is not kept on this device: if the page reloads before you continue, type it again.';

/** The SSN: typed masked (with a show toggle while typing); once saved only ***-**-1234 shows, with a way to replace it. */
export const SsnField = observer(function SsnField(props: {
  form: StepForm;
  saved: boolean;
  onChange: () => void;
  name?: string;
}): ReactElement {
  const [shown, setShown] = useState(false);
  const id = useId();
  const { form } = props;
  const name = props.name ?? 'ssn_number';
  if (props.saved) {
    return (
      <div className={fieldClass()}>
        <FieldLabelRow>
          <span className="kit-label" id={`${id}-label`}>
            {form.labelOf(name)}
          </span>
        </FieldLabelRow>
        <div className="kit-field__control kit-inline" role="group" aria-labelledby={`${id}-label`}>
          <span data-testid="ssn-masked">{maskSsn(form.values[name])}</span>
          <Button className="button button--quiet" onPress={props.onChange}>
            Change SSN
          </Button>
        </div>
        <p className="field__hint kit-field__hint">Saved on our server; only the last four digits are shown.</p>
      </div>
    );
  }
  return (
    <TextInputField form={form} name={name} required type={shown ? 'text' : 'password'} inputMode="numeric" hint={SSN_HINT}>
      <Button className="button button--quiet kit-reveal" onPress={() => setShown(!shown)} aria-pressed={shown}>
        {shown ? 'Hide SSN' : 'Show SSN'}
      </Button>
    </TextInputField>
  );
});
