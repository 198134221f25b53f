import { type ReactElement, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { isMaskedNumber } from '@/domain/shared/number-mask';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';
import { type BoundFieldProps, TextInputField } from '@/ui/kit/form-fields';

/** The hint beside a saved number shown masked. */
export const KEPT_NUMBER_HINT = 'Saved on our server; only the last four characters are shown.';

/**
 * An ID or bank number (decision 0200): typed as text; once saved, only the mask the server answered (`••••1234`) shows,
 * with a button to type a new one. The form keeps the mask, which a save sends back to mean "keep the saved number".
 */
export const KeptNumberField = observer(function KeptNumberField(props: BoundFieldProps): ReactElement {
  const { form, name } = props;
  const id = useId();
  const label = props.label ?? form.labelOf(name);
  const [changing, setChanging] = useState(false);
  const value = form.value(name);
  if (isMaskedNumber(value)) {
    const messages = form.messagesOf(name);
    return (
      <div className={fieldClass({ wide: props.wide })}>
        <FieldLabelRow required={props.required}>
          <span className="kit-label" id={`${id}-label`}>
            {label}
          </span>
        </FieldLabelRow>
        <div className="kit-field__control kit-inline" role="group" aria-labelledby={`${id}-label`}>
          <span data-testid={`${name}-masked`}>{value}</span>
          <Button
            className="button button--quiet"
            aria-label={`Change ${label}`}
            onPress={() => {
              setChanging(true);
              form.set(name, '');
            }}
          >
            Change
          </Button>
        </div>
        <p className="field__hint kit-field__hint">{KEPT_NUMBER_HINT}</p>
        {messages.length > 0 ? <p className="field__error kit-field__message">{messages.join(' ')}</p> : undefined}
      </div>
    );
  }
  // After "Change" the empty input takes the focus, where the button was.
  return <TextInputField {...props} autoComplete="off" autoFocus={changing} />;
});
