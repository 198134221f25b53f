import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { formatDate } from '@/domain/display/format-date';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextInputField } from '@/ui/kit/form-fields';
import { NativeDialog } from '@/ui/kit/native-dialog';
import { SignatureField } from '@/ui/kit/signature-field';
import type { PlanTerminationViewModel } from '@/ui/plan-termination/plan-termination-view-model';

/** The owner's resolution: the dates, the signer, the signature; then the confirmation of what terminating means. */
export const ResolutionForm = observer(function ResolutionForm({ vm }: { vm: PlanTerminationViewModel }): ReactElement {
  const form = vm.form;
  return (
    <form
      noValidate
      aria-labelledby="resolution-title"
      onSubmit={(event) => {
        event.preventDefault();
        vm.ask();
      }}
    >
      <h2 id="resolution-title">Resolution to terminate the plan</h2>
      <p>
        The plan ends on the termination date: no deposit can be dated after it, every account becomes fully vested, and every
        account is to be paid out or rolled over, generally within 12 months.
      </p>
      <div className="kit-grid">
        <TextInputField form={form} name="resolution_date" type="date" required hint="The day you sign the resolution." />
        <TextInputField
          form={form}
          name="termination_date"
          type="date"
          required
          hint="The day the plan ends: on or after the resolution date, within 90 days."
        />
      </div>
      <fieldset className="kit-fieldset">
        <legend>Signed for the employer</legend>
        <div className="kit-grid">
          <TextInputField form={form} name="signer_first_name" required autoComplete="given-name" />
          <TextInputField form={form} name="signer_last_name" required autoComplete="family-name" />
          <TextInputField form={form} name="signer_title" required hint="For example Owner." />
        </div>
      </fieldset>
      <SignatureField form={form} field="signature" label="Signature" />
      <ActionBar busy={vm.busy}>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          Sign the resolution
        </button>
      </ActionBar>
      {vm.confirming ? (
        <NativeDialog title="Terminate the plan?" role="alertdialog" onDismiss={vm.cancel}>
          <p>
            {`Your plan ends on ${formatDate(form.text('termination_date'))}. This cannot be undone: no deposit can be dated ` +
              'after that day and no new loan can be made. Every account must be paid out or rolled over, every loan repaid ' +
              'or offset, and a final Form 5500-EZ filed for the plan year, whatever the assets.'}
          </p>
          <ActionBar onBack={vm.cancel} backLabel="Cancel" busy={vm.busy}>
            <button type="button" className="button button--primary" disabled={vm.busy} onClick={() => void vm.adopt()}>
              Terminate the plan
            </button>
          </ActionBar>
        </NativeDialog>
      ) : undefined}
    </form>
  );
});
