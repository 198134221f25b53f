import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { FieldHintAndMessage, fieldClass, FieldLabelRow } from '@/ui/kit/field';
import type { BoundFieldProps } from '@/ui/kit/form-fields';
import '@/ui/kit/kit.css';

/** One suggestion of a search field: the value it puts in the field and the words it shows. */
export interface Suggestion {
  value: string;
  label: string;
}

/**
 * A text field bound to a form that suggests values from a list as the person types (an accessible combobox: arrow
 * keys move through the suggestions, Enter picks one, Escape closes them). Anything may still be typed: the form's
 * rules judge the value. `suggest` answers the suggestions for what is typed and how many there are in all; `onPick`
 * sees a picked suggestion (to fill a related field).
 */
export const SearchField = observer(function SearchField(
  props: BoundFieldProps & {
    inputMode?: 'numeric' | 'decimal' | 'text';
    suggest: (typed: string) => { suggestions: Suggestion[]; total: number };
    /** Said when nothing matches what is typed (what is typed is kept). */
    noMatch: string;
    onPick?: (suggestion: Suggestion) => void;
  },
): ReactElement {
  const { form, name } = props;
  const typed = form.text(name);
  const { suggestions, total } = props.suggest(typed);
  const messages = form.messagesOf(name);
  const pick = (key: Key | null): void => {
    const chosen = suggestions.find((s) => s.value === key);
    if (chosen === undefined) return;
    form.set(name, chosen.value);
    props.onPick?.(chosen);
  };
  return (
    <ComboBox
      className={fieldClass({ wide: props.wide })}
      name={name}
      inputValue={typed}
      onInputChange={(value) => form.set(name, value)}
      // The suggestion that is what is typed counts as picked: React Aria then keeps its list closed after a pick.
      selectedKey={suggestions.some((s) => s.value === typed) ? typed : null}
      onSelectionChange={pick}
      items={suggestions}
      allowsCustomValue
      // Opens on the first keystroke even before the new suggestions are collected, and says so when none match.
      allowsEmptyCollection
      menuTrigger="input"
      onBlur={() => form.blur(name)}
      isInvalid={messages.length > 0}
      isRequired={props.required}
      validationBehavior="aria"
    >
      <FieldLabelRow required={props.required}>
        <Label>{props.label ?? form.labelOf(name)}</Label>
      </FieldLabelRow>
      <div className="kit-field__control">
        <Input className="kit-input" autoComplete="off" inputMode={props.inputMode} />
      </div>
      <FieldHintAndMessage hint={props.hint} messages={messages} />
      <Popover className="kit-suggestions" placement="bottom start" offset={4}>
        <ListBox<Suggestion>
          className="kit-suggestions__list"
          renderEmptyState={() => <p className="kit-suggestions__more muted">{props.noMatch}</p>}
        >
          {(item) => (
            <ListBoxItem id={item.value} textValue={item.value} className="kit-suggestions__item">
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
        {total > suggestions.length ? (
          <p className="kit-suggestions__more muted">
            {suggestions.length} of {total} shown: type more to narrow them.
          </p>
        ) : undefined}
      </Popover>
    </ComboBox>
  );
});
