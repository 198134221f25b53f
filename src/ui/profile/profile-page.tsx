import { useEffect, type ReactElement } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { ProfileViewModel } from '@/ui/profile/profile-view-model';
import { PasskeyList } from '@/ui/profile/passkey-list';
import { PasskeyElsewhere } from '@/ui/sign-in/passkey-elsewhere';
import { PhoneForm } from '@/ui/profile/phone-form';
import { SessionList } from '@/ui/profile/session-list';
import { TotpEnrolmentDialog } from '@/ui/profile/totp-enrolment-dialog';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/profile/profile.css';

/** The profile: details, sign-in methods and factors, recent sign-ins, and signing out everywhere. */
const ProfilePage = observer(function ProfilePage(): ReactElement {
  const vm = useViewModel(ProfileViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const f = vm.factors;
  return (
    <div className="page profile">
      <h1>Profile and security</h1>
      {vm.notice ? (
        <p className="alert" role="status">
          {vm.notice}
        </p>
      ) : undefined}
      {vm.error && !vm.enrolment ? (
        <ErrorAlert as="div">
          <p>{vm.error}</p>
          {vm.error.startsWith('For your security') ? (
            <button type="button" className="button" onClick={() => void vm.signInAgain()}>
              Sign in again
            </button>
          ) : undefined}
        </ErrorAlert>
      ) : undefined}

      <section className="card" aria-labelledby="profile-details">
        <h2 id="profile-details">Your details</h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{vm.name ?? 'Not given'}</dd>
          <dt>E-mail</dt>
          <dd>{vm.email}</dd>
          <dt>Phone</dt>
          <dd data-testid="saved-phone">{vm.shownPhone ?? 'Not given'}</dd>
        </dl>
        <PhoneForm vm={vm} />
        <form
          className="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void vm.changeEmail(window.location.origin);
          }}
        >
          <div className="field">
            <label htmlFor="new-email">New e-mail address</label>
            <input
              id="new-email"
              type="email"
              autoComplete="email"
              value={vm.newEmail}
              onChange={(e) => vm.setNewEmail(e.target.value)}
              aria-invalid={vm.newEmailError ? true : undefined}
              aria-describedby={vm.newEmailError ? 'new-email-error' : 'new-email-hint'}
            />
            {vm.newEmailError ? (
              <p id="new-email-error" className="field__error">
                {vm.newEmailError}
              </p>
            ) : (
              <p id="new-email-hint" className="field__hint">
                We send a link to the new address; it changes when you open it.
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={vm.busy}>
            Change e-mail
          </button>
        </form>
      </section>

      <section className="card" aria-labelledby="profile-methods">
        <h2 id="profile-methods">Sign-in methods</h2>
        <ul className="methods">
          <li>
            <strong>E-mail link</strong> — a sign-in link sent to {vm.email}.
          </li>
          <li>
            <strong>Authenticator app</strong> — {f?.totp ? 'set up; asked for after the e-mail link.' : 'not set up.'}{' '}
            {f?.totp ? (
              <button type="button" className="button" disabled={vm.busy} onClick={() => void vm.removeTotp()}>
                Remove authenticator app
              </button>
            ) : (
              <button type="button" className="button" disabled={vm.busy || !f} onClick={() => void vm.startTotp()}>
                Add authenticator app
              </button>
            )}
          </li>
          <li>
            <strong>Passkeys</strong> — {f?.passkey ? 'set up; signs you in alone.' : 'not set up.'}{' '}
            {vm.passkeyPlace.here ? (
              <button type="button" className="button" disabled={vm.busy || !f} onClick={() => void vm.addPasskey()}>
                Add a passkey
              </button>
            ) : (
              <PasskeyElsewhere place={vm.passkeyPlace} />
            )}
            <PasskeyList vm={vm} />
          </li>
        </ul>
      </section>

      <section className="card" aria-labelledby="profile-notifications">
        <h2 id="profile-notifications">Notifications</h2>
        <label className="checkbox">
          <input type="checkbox" checked={vm.emailUpdates === true} onChange={(e) => void vm.setEmailUpdates(e.target.checked)} />{' '}
          E-mail me when my plan needs my attention
        </label>
      </section>

      <section className="card" aria-labelledby="profile-history">
        <h2 id="profile-history">Recent sign-ins</h2>
        {vm.history.length === 0 ? (
          <p>No sign-ins to show.</p>
        ) : (
          <StackedTable className="table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">From (IP address)</th>
              </tr>
            </thead>
            <tbody>
              {vm.history.map((h, i) => (
                <tr key={`${h.when}-${i}`}>
                  <td>{h.when}</td>
                  <td>{h.ip}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        )}
      </section>

      <section className="card" aria-labelledby="profile-sessions">
        <h2 id="profile-sessions">Sessions</h2>
        <SessionList vm={vm} />
        <p>Signed in somewhere you no longer use? End every session, on every device, this one included.</p>
        <button type="button" className="button" disabled={vm.busy} onClick={() => void vm.signOutEverywhere()}>
          Sign out everywhere
        </button>
      </section>
      <TotpEnrolmentDialog vm={vm} />
    </div>
  );
});
export default ProfilePage;
