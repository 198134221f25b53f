import { useId, type ReactElement, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import type { Choice } from '@/domain/display/option-lists';
import { FieldHintAndMessage, FieldLabelRow, fieldClass, TextFieldView } from '@/ui/kit/field';
import type { StepForm } from '@/ui/kit/step-form';
import '@/ui/kit/kit.css';

/** What every bound field takes: the form, the field's spec name, and optional label and hint. */
export interface BoundFieldProps {
  form: StepForm;
  name: string;
  label?: string;
  hint?: ReactNode;
  /** Marks the label as required. */
  required?: boolean;
  /** Takes two columns of a grid from tablet width up (long option texts). */
  wide?: boolean;
}

/** A text, date, e-mail, phone or number field bound to a form; its messages show beside it after blur or continue. */
export const TextInputField = observer(function TextInputField(
  props: BoundFieldProps & {
    type?: 'text' | 'date' | 'email' | 'tel' | 'password';
    autoComplete?: string;
    inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
    children?: ReactNode;
    autoFocus?: boolean;
    /** Shapes the value as it is typed (an EIN's or a phone's hyphens); the rule then judges what it gives. */
    format?: (typed: string) => string;
  },
): ReactElement {
  const { form, name, format, ...view } = props;
  return (
    <TextFieldView
      {...view}
      name={name}
      label={props.label ?? form.labelOf(name)}
      value={form.text(name)}
      onChange={(value) => form.set(name, format ? format(value) : value)}
      onBlur={() => form.blur(name)}
      messages={form.messagesOf(name)}
    />
  );
});

/** A native select (long lists stay quick by keyboard and type-ahead); `onPick` sees the chosen value. */
export const SelectField = observer(function SelectField(
  props: BoundFieldProps & { choices: readonly Choice[]; onPick?: (value: string) => void },
): ReactElement {
  const { form, name } = props;
  const id = useId();
  const messages = form.messagesOf(name);
  const describedBy = [props.hint ? `${id}-hint` : '', messages.length > 0 ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={fieldClass({ wide: props.wide })}>
      <FieldLabelRow required={props.required}>
        <label htmlFor={id}>{props.label ?? form.labelOf(name)}</label>
      </FieldLabelRow>
      <div className="kit-field__control">
        <select
          id={id}
          name={name}
          className="kit-select"
          value={form.text(name)}
          onChange={(e) => (props.onPick ? props.onPick(e.target.value) : form.set(name, e.target.value))}
          onBlur={() => form.blur(name)}
          aria-invalid={messages.length > 0 ? true : undefined}
          aria-required={props.required ? true : undefined}
          aria-describedby={describedBy || undefined}
        >
          <option value="">Choose…</option>
          {props.choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      {props.hint ? (
        <p id={`${id}-hint`} className="field__hint kit-field__hint">
          {props.hint}
        </p>
      ) : undefined}
      {messages.length > 0 ? (
        <p id={`${id}-error`} className="field__error kit-field__message">
          {messages.join(' ')}
        </p>
      ) : undefined}
    </div>
  );
});

/** A yes/no flag as a checkbox; a hint shows under its label and describes it. */
export const CheckboxField = observer(function CheckboxField(props: BoundFieldProps): ReactElement {
  const { form, name } = props;
  const hintId = useId();
  const errorId = useId();
  // A checkbox may carry a message too (e.g. the plan's first contribution type: choose at least one, decision 0289).
  const messages = form.messagesOf(name);
  const describedBy = [props.hint ? hintId : '', messages.length > 0 ? errorId : ''].filter((id) => id !== '').join(' ');
  const box = (
    <Checkbox
      className="kit-checkbox"
      name={name}
      isSelected={form.flag(name)}
      onChange={(on) => form.set(name, on)}
      isInvalid={messages.length > 0}
      aria-describedby={describedBy === '' ? undefined : describedBy}
    >
      <span className="kit-checkbox__box" aria-hidden="true" />
      <span>{props.label ?? form.labelOf(name)}</span>
    </Checkbox>
  );
  if (!props.hint && messages.length === 0) return box;
  return (
    <div className="kit-checkbox-field">
      {box}
      {props.hint ? (
        <p id={hintId} className="field__hint kit-checkbox__hint">
          {props.hint}
        </p>
      ) : undefined}
      {messages.length > 0 ? (
        <p id={errorId} className="field__error kit-field__message" role="alert">
          {messages.join(' ')}
        </p>
      ) : undefined}
    </div>
  );
});

/** One choice out of a few, as a radio group with its hint and messages. */
export const RadioField = observer(function RadioField(props: BoundFieldProps & { choices: readonly Choice[] }): ReactElement {
  const { form, name } = props;
  const messages = form.messagesOf(name);
  return (
    <RadioGroup
      className={fieldClass({ extra: 'kit-radios' })}
      name={name}
      value={form.text(name) || null}
      onChange={(value) => {
        form.set(name, value);
        form.blur(name);
      }}
      isInvalid={messages.length > 0}
      isRequired={props.required}
      validationBehavior="aria"
      orientation="horizontal"
    >
      <FieldLabelRow required={props.required}>
        <Label>{props.label ?? form.labelOf(name)}</Label>
      </FieldLabelRow>
      <div className="kit-radios__options kit-field__control">
        {props.choices.map((c) => (
          <Radio key={c.value} value={c.value} className="kit-radio">
            <span className="kit-radio__dot" aria-hidden="true" />
            {c.label}
          </Radio>
        ))}
      </div>
      <FieldHintAndMessage hint={props.hint} messages={messages} />
    </RadioGroup>
  );
});
