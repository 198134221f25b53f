import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '@/ui/shell/container-context';
import { SecondFactorForm } from '@/ui/sign-in/second-factor-form';
import { SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';

/** The second step of signing in, shown in place of any signed-in page until the second factor is given. */
const SecondFactorPage = observer(function SecondFactorPage(): ReactElement {
  const vm = useViewModel(SecondFactorViewModel);
  return (
    <section className="page page--narrow card" aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">Confirm it is you</h1>
      <p className="lead">Your account is protected with a second factor. Use it to finish signing in.</p>
      <SecondFactorForm vm={vm} />
      <button type="button" className="button" onClick={() => void vm.signOut()}>
        Sign out
      </button>
    </section>
  );
});
export default SecondFactorPage;
