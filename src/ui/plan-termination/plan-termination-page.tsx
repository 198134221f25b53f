import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { ResolutionForm } from '@/ui/plan-termination/resolution-form';
import { TerminationChecklist } from '@/ui/plan-termination/termination-checklist';
import { PlanTerminationViewModel, TERMINATION_LOAD_FAILED } from '@/ui/plan-termination/plan-termination-view-model';
import { useViewModel } from '@/ui/shell/container-context';
import '@/ui/assets/assets.css';
import '@/ui/plan-termination/plan-termination.css';

/** Ending the plan: the owner's resolution, then the checklist until the plan is wound up. */
export default observer(function PlanTerminationPage(): ReactElement {
  const vm = useViewModel(PlanTerminationViewModel);
  const state = vm.state;
  return (
    <section className="page" aria-labelledby="plan-termination-title">
      <p className="eyebrow">Ending the plan</p>
      <h1 id="plan-termination-title">Ending the plan</h1>
      {vm.loadFailed ? <LoadFailedAlert message={TERMINATION_LOAD_FAILED} onRetry={() => void vm.load()} /> : undefined}
      <div aria-live="polite">
        {vm.notice ? (
          <p className="alert" role="status">
            {vm.notice}
          </p>
        ) : undefined}
      </div>
      {vm.failure ? <ErrorAlert>{vm.failure}</ErrorAlert> : undefined}
      {state?.status === 'not_started' && state.role === 'owner' ? (
        <div className="card">
          <ResolutionForm vm={vm} />
        </div>
      ) : undefined}
      {state?.status === 'not_started' && state.role === 'participant' ? (
        <p>Your plan is active. Only the plan owner can terminate it.</p>
      ) : undefined}
      <TerminationChecklist vm={vm} />
    </section>
  );
});
