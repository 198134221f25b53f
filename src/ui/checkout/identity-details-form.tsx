import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { SelectField, TextInputField } from '@/ui/kit/form-fields';
import { ID_TYPES, US_STATES } from '@/domain/display/option-lists';
import { KeptNumberField } from '@/ui/kit/kept-number-field';
import { PhotoField } from '@/ui/kit/photo-field';
import type { StepForm } from '@/ui/kit/step-form';

/** Identity details: the ID document's type, number, issuing state and expiry, and optional photos. */
export const IdentityDetailsForm = observer(function IdentityDetailsForm({ form }: { form: StepForm }): ReactElement {
  return (
    <fieldset className="kit-fieldset">
      <legend>Your ID document</legend>
      <div className="kit-grid">
        <SelectField form={form} name="id_type" required choices={ID_TYPES} />
        <KeptNumberField form={form} name="id_number" required />
        <SelectField form={form} name="id_state" required choices={US_STATES} />
        <TextInputField form={form} name="id_expiry_date" type="date" required />
        <KeptNumberField form={form} name="id_photo_number" />
      </div>
      <div className="kit-grid">
        <PhotoField form={form} name="id_photo_picture" label="Photo of the front of the ID" />
        <PhotoField form={form} name="id_photo_picture2" label="Photo of the back of the ID" />
      </div>
    </fieldset>
  );
});
