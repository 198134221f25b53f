import { useId, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FileTrigger } from 'react-aria-components';
import { FieldLabelRow, fieldClass } from '@/ui/kit/field';
import type { StepForm } from '@/ui/kit/step-form';

/** Largest photo kept (the server takes up to about 4 MB of data URL per image). */
export const MAX_PHOTO_BYTES = 2_500_000;
/** Shown when a chosen file is not a PNG or JPEG or is too large. */
export const PHOTO_REFUSED = 'Choose a PNG or JPEG image of at most 2.5 MB.';

/**
 * An optional photo kept as an image data URL. No native file input (whose "No file chosen" contradicts a photo
 * attached earlier): a button picks the file and one sentence says whether a photo is attached.
 */
export const PhotoField = observer(function PhotoField(props: { form: StepForm; name: string; label: string }): ReactElement {
  const { form, name } = props;
  const id = useId();
  const [refused, setRefused] = useState(false);
  const attached = form.text(name) !== '';
  const onSelect = (files: FileList | null): void => {
    const file = files?.[0];
    if (!file) return;
    if (!(file.type === 'image/png' || file.type === 'image/jpeg') || file.size > MAX_PHOTO_BYTES) {
      setRefused(true);
      return;
    }
    setRefused(false);
    const reader = new FileReader();
    reader.onload = () => form.set(name, String(reader.result));
    reader.readAsDataURL(file);
  };
  return (
    <div className={fieldClass()} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <FieldLabelRow>
        <span className="kit-label" id={`${id}-label`}>
          {props.label}
        </span>
      </FieldLabelRow>
      <div className="kit-field__control kit-inline">
        <FileTrigger acceptedFileTypes={['image/png', 'image/jpeg']} onSelect={onSelect}>
          <Button className="button">{attached ? 'Replace photo' : 'Choose photo'}</Button>
        </FileTrigger>
        {attached ? (
          <Button className="button button--quiet" onPress={() => form.set(name, '')}>
            Remove photo
          </Button>
        ) : undefined}
      </div>
      <p id={`${id}-hint`} className="field__hint kit-field__hint" data-testid={`${name}-state`}>
        {attached ? 'A photo is attached.' : 'No photo attached. Optional: PNG or JPEG, up to 2.5 MB.'}
      </p>
      {refused ? (
        <p className="field__error kit-field__message" role="alert">
          {PHOTO_REFUSED}
        </p>
      ) : undefined}
    </div>
  );
});
