import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatDate } from '@/ui/kit/locale-format';
import { checkoutSteps } from '@/domain/flow';
import { ActionBar } from '@/ui/kit/action-bar';
import { TextFieldView } from '@/ui/kit/field';
import { INVITATIONS_LOAD_FAILED, InvitationsViewModel } from '@/ui/invitations/invitations-view-model';
import { useViewModel } from '@/ui/shell/container-context';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';

const STEP_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  checkoutSteps('participant').map((s) => [s.key, s.title]),
);

const TONES = { invited: 'inProgress', expired: 'attention', revoked: 'notStarted', checkout: 'inProgress', joined: 'done' };

/** The participants page: invite by e-mail, follow each invited participant; a participant sees the plan joined. */
export default observer(function InvitationsPage(): ReactElement {
  const vm = useViewModel(InvitationsViewModel);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.send();
  };
  return (
    <section className="page" aria-labelledby="invitations-title">
      <p className="eyebrow">Participants</p>
      <h1 id="invitations-title">Participants</h1>
      {vm.hasErrors ? <LoadFailedAlert message={INVITATIONS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.membership ? (
        <div className="card" data-testid="joined-plan">
          <h2>Your plan</h2>
          <p>
            You are a participant of <strong>{vm.membership.planName}</strong> (plan number {vm.membership.planNumber}, EIN{' '}
            {vm.membership.planEin}), sponsored by {vm.membership.ownerName}.
          </p>
        </div>
      ) : undefined}
      {/* A participant gets participant tasks only: inviting is the plan owner's. */}
      {vm.membership ? undefined : <OwnersInvitations vm={vm} onSubmit={onSubmit} />}
    </section>
  );
});

/** The plan owner's part: the invitation form and the invited participants. */
const OwnersInvitations = observer(function OwnersInvitations({
  vm,
  onSubmit,
}: {
  vm: InvitationsViewModel;
  onSubmit: (e: FormEvent) => void;
}): ReactElement {
  return (
    <>
      <div className="card">
        <h2>Invite a participant</h2>
        <p className="muted">
          For example your spouse employed by the business. They get an e-mail with a link that signs them up or in and opens
          their participant checkout for your plan. A participant pays no fee.
        </p>
        <form noValidate onSubmit={onSubmit} aria-label="Invite a participant">
          <div className="kit-grid">
            <TextFieldView
              label="Participant's e-mail"
              type="email"
              autoComplete="off"
              inputMode="email"
              required
              value={vm.email}
              onChange={vm.setEmail}
              messages={vm.emailMessages}
            />
          </div>
          {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
          {vm.sentTo ? (
            <p className="alert" role="status">
              Invitation sent to {vm.sentTo}.
            </p>
          ) : undefined}
          <ActionBar busy={vm.sending}>
            <button type="submit" className="button button--primary" disabled={vm.sending}>
              {vm.sending ? 'Sending…' : 'Send invitation'}
            </button>
          </ActionBar>
        </form>
      </div>
      <h2>Invited participants</h2>
      {vm.loading ? (
        <p role="status">Loading invitations…</p>
      ) : vm.invitations.length === 0 ? (
        <p className="muted">No invitations yet.</p>
      ) : (
        <ul className="result-list" aria-label="Invited participants">
          {vm.invitations.map((i) => (
            <li key={i.id} className="card" data-testid="invitation">
              <h3>
                {i.email}{' '}
                <span className={`badge badge--${TONES[i.progress]}`} data-testid="invitation-progress">
                  {vm.progressLabel(i)}
                </span>
              </h3>
              <dl className="facts">
                <dt>Invited</dt>
                <dd>{formatDate(i.sentAt)}</dd>
                {i.status === 'pending' ? (
                  <>
                    <dt>Link valid until</dt>
                    <dd>{formatDate(i.expiresAt)}</dd>
                  </>
                ) : undefined}
                {i.acceptedAt ? (
                  <>
                    <dt>Joined</dt>
                    <dd>{formatDate(i.acceptedAt)}</dd>
                  </>
                ) : undefined}
                {i.progress === 'checkout' && i.currentStep ? (
                  <>
                    <dt>Current step</dt>
                    <dd>{STEP_TITLES[i.currentStep] ?? 'Review'}</dd>
                  </>
                ) : undefined}
              </dl>
              {i.status === 'pending' ? (
                <Button
                  className="button"
                  onPress={() => void vm.revoke(i.id)}
                  aria-label={`Withdraw the invitation of ${i.email}`}
                >
                  Withdraw
                </Button>
              ) : undefined}
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
