import type { ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ProfileViewModel } from '@/ui/profile/profile-view-model';

/** The name field of the passkey being renamed, with Save and Cancel; its message sits beside it. */
const RenameForm = observer(function RenameForm({ vm, name }: { vm: ProfileViewModel; name: string }): ReactElement {
  const r = vm.renaming;
  return (
    <form
      className="passkey-rename"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void vm.saveRename();
      }}
    >
      <label htmlFor="passkey-name" className="visually-hidden">
        New name for {name}
      </label>
      <input
        id="passkey-name"
        type="text"
        maxLength={100}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit
        autoFocus
        value={r?.value ?? ''}
        onChange={(e) => vm.setRenameValue(e.target.value)}
        aria-invalid={r?.error ? true : undefined}
        aria-describedby={r?.error ? 'passkey-name-error' : undefined}
      />{' '}
      <button type="submit" className="button button--primary" disabled={vm.busy}>
        Save name
      </button>{' '}
      <button type="button" className="button" onClick={vm.cancelRename}>
        Cancel
      </button>
      {r?.error ? (
        <p id="passkey-name-error" className="field__error">
          {r.error}
        </p>
      ) : undefined}
    </form>
  );
});

/** The user's passkeys one by one (name, added, last used), each with Remove behind a confirmation (decision 0267). */
export const PasskeyList = observer(function PasskeyList({ vm }: { vm: ProfileViewModel }): ReactElement {
  if (vm.passkeysError) return <p className="field__error">{vm.passkeysError}</p>;
  return (
    <>
      {vm.passkeys.length === 0 ? undefined : (
        <StackedTable className="table passkeys">
          <caption className="visually-hidden">Your passkeys</caption>
          <thead>
            <tr>
              <th scope="col">Passkey</th>
              <th scope="col">Added</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vm.passkeys.map((p) => (
              <tr key={p.id}>
                <td>{vm.renaming?.id === p.id ? <RenameForm vm={vm} name={p.name} /> : p.name}</td>
                <td>{p.added}</td>
                <td>{p.lastUsed}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    disabled={vm.busy || vm.renaming?.id === p.id}
                    aria-label={`Rename passkey ${p.name}, added ${p.added}`}
                    onClick={() => vm.startRename(p.id)}
                  >
                    Rename
                  </button>{' '}
                  <button
                    type="button"
                    className="button"
                    disabled={vm.busy}
                    aria-label={`Remove passkey ${p.name}, added ${p.added}`}
                    onClick={() => vm.askRemovePasskey(p.id)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
      <ModalOverlay
        className="modal-overlay"
        isOpen={vm.removing !== undefined}
        onOpenChange={(open) => (open ? undefined : vm.keepPasskey())}
        isDismissable
      >
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            <Heading slot="title">Remove this passkey?</Heading>
            <p>
              {vm.removing?.name}, added {vm.removing?.added}, will no longer sign you in. You can add a passkey again at any
              time.
            </p>
            <div className="actions">
              <Button className="button button--primary" onPress={() => void vm.confirmRemovePasskey()}>
                Remove passkey
              </Button>{' '}
              <Button className="button" onPress={vm.keepPasskey} autoFocus>
                Keep it
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
});
