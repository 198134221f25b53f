import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { formatDate } from '@/ui/kit/locale-format';
import { TextFieldView } from '@/ui/kit/field';
import { useViewModel } from '@/ui/shell/container-context';
import { AdminModeReasonDialog } from '@/ui/admin/admin-mode-reason-dialog';
import { SecondFactorNeeded } from '@/ui/admin/second-factor-needed';
import { Pager } from '@/ui/support/pager';
import type { SupportUserRecord } from '@/domain/support';
import { SupportConsoleViewModel, userLabel } from '@/ui/support/support-console-view-model';
import { SupportNav } from '@/ui/support/support-nav';
import '@/ui/support/support.css';

const UserRow = observer(function UserRow({ vm, user }: { vm: SupportConsoleViewModel; user: SupportUserRecord }): ReactElement {
  const label = userLabel(user);
  const busy = vm.busyId === user.id;
  const disabled = user.status === 'disabled';
  // The support user's own account: no disabling or resetting it from here (the server refuses both).
  const self = vm.isSelf(user);
  return (
    <li className="result">
      <span>
        <strong>{label}</strong>
        {self ? <span className="muted"> (you)</span> : undefined}
        {user.name ? <span className="muted"> · {user.email}</span> : undefined}
        <br />
        <span className={`badge ${disabled ? 'badge--attention' : 'badge--done'}`}>{disabled ? 'Disabled' : 'Active'}</span>
        <span className="muted"> Since {formatDate(user.createdAt)}</span>
      </span>
      <span className="support-user__actions">
        <Button
          className="button"
          isDisabled={busy || disabled}
          onPress={() => void vm.resendLink(user)}
          aria-label={`Resend a sign-in link to ${label}`}
        >
          Resend sign-in link
        </Button>
        {self ? undefined : (
          <>
            <Button
              className="button"
              isDisabled={busy}
              onPress={() => void vm.requestToggle(user)}
              aria-label={`${disabled ? 'Re-enable' : 'Disable'} ${label}`}
            >
              {disabled ? 'Re-enable' : 'Disable'}
            </Button>
            <Button
              className="button"
              isDisabled={busy}
              onPress={() => vm.requestReset(user)}
              aria-label={`Reset second factors of ${label}`}
            >
              Reset second factors
            </Button>
          </>
        )}
        <Button className="button" isDisabled={busy} onPress={() => void vm.actAs(user)} aria-label={`Act as ${label}`}>
          Act as
        </Button>
      </span>
    </li>
  );
});

/** Asks before disabling: the user is signed out everywhere at once. */
const DisableDialog = observer(function DisableDialog({ vm }: { vm: SupportConsoleViewModel }): ReactElement {
  const user = vm.confirming;
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={user !== undefined}
      onOpenChange={(open) => (open ? undefined : vm.cancelConfirm())}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog">
          {user ? (
            <>
              <Heading slot="title">Disable {userLabel(user)}?</Heading>
              <p>They are signed out everywhere and cannot sign in until you re-enable them.</p>
              <div className="actions">
                <Button className="button" onPress={vm.cancelConfirm}>
                  Cancel
                </Button>
                <Button className="button button--primary" onPress={() => void vm.confirmDisable()}>
                  Disable account
                </Button>
              </div>
            </>
          ) : undefined}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

/**
 * Asks for a reason before resetting a user's second factors (decision 0273): says what happens, shows the reason's
 * message next to the field when it is empty.
 */
const ResetFactorsDialog = observer(function ResetFactorsDialog({ vm }: { vm: SupportConsoleViewModel }): ReactElement {
  const user = vm.resetting;
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.confirmReset();
  };
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={user !== undefined}
      onOpenChange={(open) => (open ? undefined : vm.cancelReset())}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog">
          {user ? (
            <form onSubmit={onSubmit} noValidate>
              <Heading slot="title">Reset second factors of {userLabel(user)}?</Heading>
              <p>
                This removes their authenticator app, passkeys and unused recovery codes and signs them out everywhere. They get
                an e-mail saying that support reset their second factors. They then sign in with a link and add a new second
                factor on their profile.
              </p>
              <p>Do this only for someone who lost every factor and their recovery codes, once you know it is them.</p>
              <TextFieldView
                label="Reason"
                value={vm.resetReason}
                onChange={vm.setResetReason}
                messages={vm.resetReasonError ? [vm.resetReasonError] : []}
                hint="Kept in the audit trail, e.g. how you confirmed who they are."
                required
                wide
                autoFocus
              />
              <div className="actions">
                <Button className="button" onPress={vm.cancelReset}>
                  Cancel
                </Button>
                <Button type="submit" className="button button--primary">
                  Reset second factors
                </Button>
              </div>
            </form>
          ) : undefined}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});

/** The support console (support role only): find users and help them. */
const SupportConsolePage = observer(function SupportConsolePage(): ReactElement {
  const vm = useViewModel(SupportConsoleViewModel);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.search();
  };
  const result = vm.result;
  return (
    <section className="page" aria-labelledby="support-title">
      <h1 id="support-title">Support console</h1>
      <SupportNav current="console" />
      <p className="lead">Find a user by name or e-mail, see whether they can sign in, and help them.</p>
      <form className="form form--inline" onSubmit={onSubmit} noValidate role="search">
        <TextFieldView
          label="Find users"
          value={vm.query}
          onChange={vm.setQuery}
          messages={vm.error ? [vm.error] : []}
          hint="Words of a name or e-mail, or a whole e-mail address."
        />
        <Button type="submit" className="button button--primary" isDisabled={vm.searching}>
          {vm.searching ? 'Searching…' : 'Find'}
        </Button>
      </form>
      {vm.needsSecondFactor ? <SecondFactorNeeded message={vm.secondFactorMessage} /> : undefined}
      <div role="status" className={vm.notice?.tone === 'error' ? 'alert alert--error' : undefined}>
        {vm.notice?.text}
      </div>
      {result === undefined ? undefined : result.items.length === 0 ? (
        <p role="status">No user matches “{vm.query}”.</p>
      ) : (
        <>
          <p className="muted">{result.total === 1 ? '1 user found' : `${result.total} users found`}</p>
          <ul className="result-list support-users" aria-label="Users found">
            {result.items.map((user) => (
              <UserRow key={user.id} vm={vm} user={user} />
            ))}
          </ul>
          <Pager
            label="Pages of users"
            page={result.page}
            pages={vm.pages}
            busy={vm.searching}
            onPage={(p) => void vm.goToPage(p)}
          />
        </>
      )}
      <DisableDialog vm={vm} />
      <ResetFactorsDialog vm={vm} />
      <AdminModeReasonDialog form={vm.entry} />
    </section>
  );
});
export default SupportConsolePage;
