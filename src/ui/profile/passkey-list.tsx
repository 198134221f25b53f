import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ProfileViewModel } from '@/ui/profile/profile-view-model';

/** The user's passkeys one by one (name, added, last used), each with Remove behind a confirmation (decision 0267). */
export const PasskeyList = observer(function PasskeyList({ vm }: { vm: ProfileViewModel }): ReactElement {
  if (vm.passkeysError) return <p className="field__error">{vm.passkeysError}</p>;
  return (
    <>
      {vm.passkeys.length === 0 ? undefined : (
        <table className="table passkeys">
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
                <td>{p.name}</td>
                <td>{p.added}</td>
                <td>{p.lastUsed}</td>
                <td>
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
        </table>
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
