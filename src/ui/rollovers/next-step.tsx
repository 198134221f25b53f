import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextInputField } from '@/ui/kit/form-fields';
import { SignatureField } from '@/ui/kit/signature-field';
import type { RolloverRecord } from '@/domain/rollovers';
import type { RolloversViewModel } from '@/ui/rollovers/rollovers-view-model';

/** Step 2: the plan administrator signs the letter of acceptance for the provider. */
const LetterStep = observer(function LetterStep({ vm }: { vm: RolloversViewModel }): ReactElement {
  return (
    <form
      noValidate
      aria-label="Sign the letter of acceptance"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.signLetter();
      }}
    >
      <p>
        The provider needs a letter from your plan saying it accepts the rollover. As plan administrator, sign it here; it is
        filed in your document library for you to send.
      </p>
      <div className="kit-grid">
        <TextInputField form={vm.letterForm} name="administrator_name" label="Plan administrator's name" required />
        <TextInputField form={vm.letterForm} name="administrator_title" label="Title" hint="For example Owner." />
      </div>
      <SignatureField form={vm.letterForm} field="signature" label="Plan administrator's signature" />
      <ActionBar busy={vm.busy}>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          Sign the letter of acceptance
        </button>
      </ActionBar>
    </form>
  );
});

/** The statement upload (any time before the money arrives). */
const StatementUpload = observer(function StatementUpload({
  vm,
  rollover,
}: {
  vm: RolloversViewModel;
  rollover: RolloverRecord;
}): ReactElement {
  const id = `statement-${rollover.id}`;
  return (
    <div className="field kit-field">
      <label className="kit-field__label" htmlFor={id}>
        {rollover.statementDocumentId ? 'Replace the latest statement' : 'Upload the latest statement of the account'}
      </label>
      <input
        id={id}
        className="kit-file"
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        disabled={vm.busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void vm.uploadStatement(file);
        }}
      />
      <p className="field__hint">{rollover.statementDocumentId ? 'A statement is attached.' : 'PDF or image.'}</p>
    </div>
  );
});

/** Step 4: the money arrived. */
const ReceivedStep = observer(function ReceivedStep({ vm }: { vm: RolloversViewModel }): ReactElement {
  return (
    <form
      noValidate
      aria-label="Record the money received"
      onSubmit={(e) => {
        e.preventDefault();
        void vm.markReceived();
      }}
    >
      <div className="kit-grid">
        <TextInputField form={vm.receivedForm} name="amount" label="Amount received" required inputMode="decimal" />
        <TextInputField form={vm.receivedForm} name="received_date" label="Date received" type="date" required />
      </div>
      <ActionBar busy={vm.busy}>
        <button type="submit" className="button button--primary" disabled={vm.busy}>
          Mark as received
        </button>
      </ActionBar>
    </form>
  );
});

/** The next step of the selected rollover, by its status. */
export const NextStep = observer(function NextStep({
  vm,
  rollover,
}: {
  vm: RolloversViewModel;
  rollover: RolloverRecord;
}): ReactElement | null {
  if (rollover.status === 'received') return null;
  return (
    <div className="rollover-next">
      {rollover.status === 'requested' ? <LetterStep vm={vm} /> : undefined}
      <StatementUpload vm={vm} rollover={rollover} />
      {rollover.status === 'letter_sent' ? (
        <Button className="button button--primary" onPress={() => void vm.expectFunds()} isDisabled={vm.busy}>
          The provider is sending the money
        </Button>
      ) : undefined}
      {rollover.status === 'funds_expected' ? <ReceivedStep vm={vm} /> : undefined}
    </div>
  );
});
