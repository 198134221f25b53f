import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProfileViewModel } from '@/ui/profile/profile-view-model';

/** The phone field of the profile: its message beside it, the typed value kept on error. */
export const PhoneForm = observer(function PhoneForm({ vm }: { vm: ProfileViewModel }): ReactElement {
  const phone = vm.phone;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void phone.save();
      }}
    >
      <div className="field">
        <label htmlFor="profile-phone">Phone</label>
        <input
          id="profile-phone"
          type="tel"
          autoComplete="tel"
          value={phone.value}
          onChange={(e) => phone.setValue(e.target.value)}
          aria-invalid={phone.error ? true : undefined}
          aria-describedby={phone.error ? 'profile-phone-error' : 'profile-phone-hint'}
        />
        {phone.error ? (
          <p id="profile-phone-error" className="field__error">
            {phone.error}
          </p>
        ) : (
          <p id="profile-phone-hint" className="field__hint" aria-live="polite">
            {phone.notice ?? 'For example 555-123-4567 or +1 555 123-4567.'}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={phone.busy}>
        Save phone
      </button>
    </form>
  );
});
