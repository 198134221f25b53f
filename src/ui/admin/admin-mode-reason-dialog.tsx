import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { TextFieldView } from '@/ui/kit/field';
import { NativeDialog } from '@/ui/kit/native-dialog';
import type { AdminModeEntryForm } from '@/ui/admin/admin-mode-entry-form';

/**
 * Asks why the support user acts as the participant before admin mode turns on (decision 0297): the reason goes into the
 * audit trail with the entry, each page read and the exit. On the kit's modal dialog (decision 0296): the field takes
 * the focus, Enter confirms, Escape or Cancel closes it and admin mode stays off. Rendered only while it is open.
 */
export const AdminModeReasonDialog = observer(function AdminModeReasonDialog({
  form,
}: {
  form: AdminModeEntryForm;
}): ReactElement | null {
  const candidate = form.candidate;
  if (candidate === undefined) return null;
  const name = candidate.participantName ?? candidate.id;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void form.confirm();
  };
  return (
    <NativeDialog title={`Act as ${name}?`} onDismiss={form.cancel}>
      <form onSubmit={onSubmit} noValidate>
        <p>
          You will see and change their account as they would. Entering, every page you read and leaving are kept in the audit
          trail with this reason.
        </p>
        <TextFieldView
          label="Reason for acting as this participant"
          value={form.reason}
          onChange={form.setReason}
          messages={form.error ? [form.error] : []}
          hint="For example the ticket number and what they asked for."
          required
          wide
          autoFocus
        />
        <div className="dialog__actions">
          <Button className="button" onPress={form.cancel} isDisabled={form.busy}>
            Cancel
          </Button>
          <Button type="submit" className="button button--primary" isDisabled={form.busy}>
            {form.busy ? 'Entering…' : 'Enter admin mode'}
          </Button>
        </div>
      </form>
    </NativeDialog>
  );
});
