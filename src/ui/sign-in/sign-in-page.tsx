import { useEffect, useRef, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { PasskeyElsewhere } from '@/ui/sign-in/passkey-elsewhere';
import { SignInViewModel } from '@/ui/sign-in/sign-in-view-model';
import { useViewModel } from '@/ui/shell/container-context';

/** The sign-in page: one e-mail field; the identity provider signs the person up or in by magic link. */
const SignInPage = observer(function SignInPage(): ReactElement {
  const vm = useViewModel(SignInViewModel);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (vm.status === 'sent') sentHeading.current?.focus({ preventScroll: true });
  }, [vm.status]);

  if (vm.status === 'sent') {
    return (
      <section className="page page--narrow card" aria-labelledby="sent-title">
        <h1 id="sent-title" ref={sentHeading} tabIndex={-1}>
          Check your e-mail
        </h1>
        <p>
          We sent a sign-in link to <strong>{vm.sentTo}</strong>. Open it on this device to continue. The link works once.
        </p>
        <button type="button" className="button" onClick={vm.startOver}>
          Use a different e-mail
        </button>
      </section>
    );
  }

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void vm.submit(window.location.origin);
  };
  const describedBy = vm.fieldError ? 'email-error' : 'email-hint';
  return (
    <section className="page page--narrow card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in or create your account</h1>
      <p className="lead">Enter your e-mail and we will send you a link to sign in. No password needed.</p>
      {vm.linkError ? <ErrorAlert>{vm.linkError}</ErrorAlert> : undefined}
      <form className="form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="email">E-mail</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={vm.email}
            onChange={(e) => vm.setEmail(e.target.value)}
            aria-invalid={vm.fieldError ? true : undefined}
            aria-describedby={describedBy}
          />
          {vm.fieldError ? (
            <p id="email-error" className="field__error">
              {vm.fieldError}
            </p>
          ) : (
            <p id="email-hint" className="field__hint">
              New here? The same link creates your account.
            </p>
          )}
        </div>
        {vm.error ? <ErrorAlert>{vm.error}</ErrorAlert> : undefined}
        <button type="submit" className="button button--primary button--wide" disabled={vm.status !== 'idle'}>
          {vm.status === 'sending' ? 'Sending link…' : 'Send me a sign-in link'}
        </button>
        <button
          type="button"
          className="button button--wide"
          disabled={vm.status !== 'idle'}
          onClick={() => void vm.signInWithPasskey(window.location.origin)}
        >
          {vm.status === 'passkey' ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </button>
        {vm.passkeyElsewhereShown ? <PasskeyElsewhere place={vm.passkeyPlace} /> : undefined}
      </form>
    </section>
  );
});
export default SignInPage;
