import { type ReactElement, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { JoinStepViewModel } from '@/ui/invitations/join-step-view-model';
import { useViewModel } from '@/ui/shell/container-context';

/** Above the participant checkout's steps: the plan being joined, or (no invitation) to ask the plan owner first. */
export const ParticipantPlanNotice = observer(function ParticipantPlanNotice(): ReactElement | null {
  const vm = useViewModel(JoinStepViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.status === 'notInvited')
    return (
      <p className="alert" role="status" data-testid="participant-plan-notice">
        {vm.message}
      </p>
    );
  if (vm.plan)
    return (
      <p className="muted" data-testid="participant-plan-notice">
        Joining <strong>{vm.plan.planName}</strong> (plan number {vm.plan.planNumber}, EIN {vm.plan.planEin}).
      </p>
    );
  return null;
});
