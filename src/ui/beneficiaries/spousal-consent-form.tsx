import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { codedLabel } from '@/domain/display/coded-labels';
import type { BeneficiariesViewModel } from '@/ui/beneficiaries/beneficiaries-view-model';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextInputField } from '@/ui/kit/form-fields';
import { SignatureField } from '@/ui/kit/signature-field';

/** The spouse's written consent to the designation waiting for it, signed on this device. */
export const SpousalConsentForm = observer(function SpousalConsentForm({
  vm,
}: {
  vm: BeneficiariesViewModel;
}): ReactElement | null {
  const awaiting = vm.awaiting;
  if (!awaiting) return null;
  return (
    <form
      className="card"
      noValidate
      aria-labelledby="consent-title"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.consent();
      }}
    >
      <h2 id="consent-title">Your spouse's consent</h2>
      <p>
        This designation is <strong>not in force</strong> until your spouse consents. Your spouse signs below, on this device, to
        consent to these beneficiaries instead of being the sole primary beneficiary:
      </p>
      <ul>
        {awaiting.beneficiaries.map((b) => (
          <li key={`${b.group}-${b.name}-${b.date_of_birth}`}>
            {b.name} ({codedLabel('relationship', b.relationship)}, {b.group === 'primary' ? 'primary' : 'contingent'}, {b.share}
            %)
          </li>
        ))}
      </ul>
      <div className="kit-grid">
        <TextInputField form={vm.consentForm} name="spouse_name" label="Spouse's full name" required autoComplete="off" />
      </div>
      <SignatureField form={vm.consentForm} field="spouse_signature" label="Spouse's signature" />
      <p className="field__hint">
        The signed consent is filed with the designation in your document library. It should be witnessed by a plan representative
        or a notary: the filed form has a place for the witness to sign.
      </p>
      <ActionBar busy={vm.saving}>
        <button type="submit" className="button button--primary" disabled={vm.saving}>
          Sign the consent
        </button>
      </ActionBar>
    </form>
  );
});
