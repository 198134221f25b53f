import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ProfileViewModel } from '@/ui/profile/profile-view-model';
import { TotpQrCode } from '@/ui/profile/totp-qr-code';

/** Adds an authenticator app: scan the QR code (or type the key), confirm with the first code, save recovery codes. */
export const TotpEnrolmentDialog = observer(function TotpEnrolmentDialog({ vm }: { vm: ProfileViewModel }): ReactElement {
  const open = vm.enrolment !== undefined || vm.recoveryCodes !== undefined;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.confirmTotp();
  };
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={open}
      onOpenChange={(o) => (o ? undefined : vm.closeEnrolment())}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog">
          {vm.recoveryCodes ? (
            <>
              <Heading slot="title">Save your recovery codes</Heading>
              <p>
                If you lose your phone, each of these codes signs you in once instead of an authenticator code. They are shown
                only now: print them or keep them somewhere safe.
              </p>
              <ul className="recovery-codes" aria-label="Recovery codes">
                {vm.recoveryCodes.map((c) => (
                  <li key={c}>
                    <code>{c}</code>
                  </li>
                ))}
              </ul>
              <Button className="button button--primary" onPress={vm.closeEnrolment}>
                I have saved my recovery codes
              </Button>
            </>
          ) : vm.enrolment ? (
            <>
              <Heading slot="title">Add an authenticator app</Heading>
              <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
              <TotpQrCode uri={vm.enrolment.provisioningUrl} />
              <p>
                Cannot scan? Enter this key in the app: <code data-testid="totp-secret">{vm.enrolment.secret}</code>
              </p>
              <form className="form" onSubmit={onSubmit} noValidate>
                <div className="field">
                  <label htmlFor="totp-code">Code from the app</label>
                  <input
                    id="totp-code"
                    name="code"
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={vm.code}
                    onChange={(e) => vm.setCode(e.target.value)}
                    aria-invalid={vm.error ? true : undefined}
                    aria-describedby={vm.error ? 'totp-code-error' : undefined}
                  />
                  {vm.error ? (
                    <p id="totp-code-error" className="field__error" role="alert">
                      {vm.error}
                    </p>
                  ) : undefined}
                </div>
                <div className="dialog__actions">
                  <Button className="button" onPress={vm.closeEnrolment}>
                    Cancel
                  </Button>
                  <Button type="submit" className="button button--primary" isDisabled={vm.busy}>
                    Confirm
                  </Button>
                </div>
              </form>
            </>
          ) : undefined}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
