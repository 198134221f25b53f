import type { FormEvent, ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { PasskeyElsewhere } from '@/ui/sign-in/passkey-elsewhere';
import type { SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';

/** The code field and the passkey button of a second-factor check (sign-in second step, step-up prompt). */
export const SecondFactorForm = observer(function SecondFactorForm({
  vm,
  onDone,
}: {
  vm: SecondFactorViewModel;
  onDone?: () => void;
}): ReactElement {
  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (await vm.submitCode()) onDone?.();
  };
  return (
    <div className="second-factor">
      {vm.offersCode ? (
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="field">
            <label htmlFor="second-factor-code">Authentication code</label>
            <input
              id="second-factor-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={vm.code}
              onChange={(e) => vm.setCode(e.target.value)}
              aria-invalid={vm.error ? true : undefined}
              aria-describedby="second-factor-hint"
            />
            <p id="second-factor-hint" className="field__hint">
              The 6-digit code from your authenticator app, or one of your recovery codes.
            </p>
          </div>
          <button type="submit" className="button button--primary button--wide" disabled={vm.busy}>
            {vm.busy ? 'Checking…' : 'Verify code'}
          </button>
        </form>
      ) : undefined}
      {vm.offersPasskey && !vm.passkeyPlace.here ? <PasskeyElsewhere place={vm.passkeyPlace} /> : undefined}
      {vm.offersPasskey && vm.passkeyPlace.here ? (
        <button
          type="button"
          className="button button--wide"
          disabled={vm.busy}
          onClick={() => void vm.usePasskey().then((ok) => ok && onDone?.())}
        >
          Use a passkey
        </button>
      ) : undefined}
      {vm.error ? <ErrorAlert>{vm.error}</ErrorAlert> : undefined}
    </div>
  );
});
