import type { ChangeEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { SelectField, TextInputField } from '@/ui/kit/form-fields';
import { ID_TYPES, US_STATES } from '@/domain/display/option-lists';
import type { StepForm } from '@/ui/kit/step-form';

/** Largest ID photo kept (the server takes up to about 4 MB of data URL per image). */
const MAX_PHOTO_BYTES = 2_500_000;

/** An optional photo of the ID, kept as an image data URL. */
const PhotoField = observer(function PhotoField({
  form,
  name,
  label,
}: {
  form: StepForm;
  name: string;
  label: string;
}): ReactElement {
  const onFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    if (!file?.type.startsWith('image/') || file.size > MAX_PHOTO_BYTES) return;
    const reader = new FileReader();
    reader.onload = () => form.set(name, String(reader.result));
    reader.readAsDataURL(file);
  };
  const id = `checkout-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/png,image/jpeg" onChange={onFile} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field__hint">
        {form.text(name) ? 'A photo is attached.' : 'Optional. PNG or JPEG, up to 2.5 MB.'}
      </p>
    </div>
  );
});

/** Identity details: the ID document's type, number, issuing state and expiry, and optional photos. */
export const IdentityDetailsForm = observer(function IdentityDetailsForm({ form }: { form: StepForm }): ReactElement {
  return (
    <fieldset className="kit-fieldset">
      <legend>Your ID document</legend>
      <div className="kit-grid">
        <SelectField form={form} name="id_type" required choices={ID_TYPES} />
        <TextInputField form={form} name="id_number" required />
        <SelectField form={form} name="id_state" required choices={US_STATES} />
        <TextInputField form={form} name="id_expiry_date" type="date" required />
        <TextInputField form={form} name="id_photo_number" />
      </div>
      <div className="kit-grid">
        <PhotoField form={form} name="id_photo_picture" label="Photo of the front of the ID" />
        <PhotoField form={form} name="id_photo_picture2" label="Photo of the back of the ID" />
      </div>
    </fieldset>
  );
});
