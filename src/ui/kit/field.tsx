import type { ReactElement, ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import '@/ui/kit/kit.css';

/**
 * The one field layout (docs/ui.md "Fields"): label, control, hint, message, always in this order and each in its own
 * row of the field. In a `.kit-grid` the rows of every field in a visual row are shared (CSS subgrid), so controls line
 * up to the pixel whatever the labels, hints and messages beside them; controls have one fixed height.
 */
export function fieldClass(options: { wide?: boolean; extra?: string } = {}): string {
  return ['field', 'kit-field', options.wide ? 'kit-field--wide' : '', options.extra ?? ''].filter(Boolean).join(' ');
}

/** The required marker beside a label, outside the label so that the field's name stays the label's words. */
export function RequiredMark({ required }: { required?: boolean }): ReactElement | undefined {
  return required ? (
    <span className="kit-required" aria-hidden="true">
      *
    </span>
  ) : undefined;
}

/** Row 1 of a field: its label (any element) and the required marker. */
export function FieldLabelRow({ children, required }: { children: ReactNode; required?: boolean }): ReactElement {
  return (
    <div className="kit-label-row kit-field__label">
      {children}
      <RequiredMark required={required} />
    </div>
  );
}

/**
 * Rows 3 and 4 of a React Aria field: its hint (the field's description) and its messages (shown when the field is
 * invalid), the same for every kind of control.
 */
export function FieldHintAndMessage({ hint, messages }: { hint?: ReactNode; messages: readonly string[] }): ReactElement {
  return (
    <>
      {hint ? (
        <Text slot="description" className="field__hint kit-field__hint">
          {hint}
        </Text>
      ) : undefined}
      <FieldError className="field__error kit-field__message">{messages.join(' ')}</FieldError>
    </>
  );
}

/** What a text field shows and reports, unbound from any form (a bound one is `TextInputField`). */
export interface TextFieldViewProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Messages to show beside the field now (empty: valid). */
  messages: readonly string[];
  name?: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'date' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
  /** Takes two columns of a grid from tablet width up. */
  wide?: boolean;
  /** Extra controls on the control row (e.g. a show/hide button). */
  children?: ReactNode;
  /** Takes the focus when shown (a field that replaces a button the user just pressed). */
  autoFocus?: boolean;
}

/** A text, date, e-mail, phone or number field in the one field layout. */
export function TextFieldView(props: TextFieldViewProps): ReactElement {
  const { messages } = props;
  return (
    <TextField
      className={fieldClass({ wide: props.wide })}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      autoFocus={props.autoFocus}
      isInvalid={messages.length > 0}
      isRequired={props.required}
      validationBehavior="aria"
    >
      <FieldLabelRow required={props.required}>
        <Label>{props.label}</Label>
      </FieldLabelRow>
      <div className="kit-field__control">
        <Input
          className="kit-input"
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
        />
        {props.children}
      </div>
      <FieldHintAndMessage hint={props.hint} messages={messages} />
    </TextField>
  );
}
