import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { RequestForm } from '@/ui/rollovers/request-form';
import { RolloverList } from '@/ui/rollovers/rollover-list';
import { ROLLOVERS_LOAD_FAILED, RolloversViewModel } from '@/ui/rollovers/rollovers-view-model';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/assets/assets.css';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';

/** The incoming rollovers page: a new request, and each rollover's status, history and next step. */
export default observer(function RolloversPage(): ReactElement {
  const vm = useViewModel(RolloversViewModel);
  return (
    <section className="page" aria-labelledby="rollovers-title">
      <p className="eyebrow">Rollovers</p>
      <h1 id="rollovers-title">Incoming rollovers</h1>
      {vm.loadFailed ? <LoadFailedAlert message={ROLLOVERS_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      {vm.notice ? (
        <p className="alert" role="status">
          {vm.notice}
        </p>
      ) : undefined}
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      <div className="card">
        <RequestForm vm={vm} />
      </div>
      <h2>Your rollovers</h2>
      <RolloverList vm={vm} />
    </section>
  );
});
