import { type ReactElement, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { JoinStepViewModel } from '@/ui/invitations/join-step-view-model';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { useViewModel } from '@/ui/shell/container-context';

/** The participant checkout's last step: which plan is joined (name, number, EIN), no fee, and the join button. */
export const JoinStep = observer(function JoinStep({ onJoined }: { onJoined: () => void }): ReactElement {
  const vm = useViewModel(JoinStepViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.status === 'loading') return <p role="status">Reading your invitation…</p>;
  if (vm.status === 'notInvited')
    return (
      <p className="alert" role="alert" data-testid="not-invited">
        {vm.message}
      </p>
    );
  return (
    <section className="review-section" aria-labelledby="join-plan-title">
      <h2 id="join-plan-title">Join the plan</h2>
      {vm.plan ? (
        <p data-testid="joined-plan">
          You join <strong>{vm.plan.planName}</strong> (plan number {vm.plan.planNumber}, EIN {vm.plan.planEin}), sponsored by{' '}
          {vm.plan.ownerName}. A participant pays no fee: the plan owner's fees cover the plan.
        </p>
      ) : undefined}
      {vm.message ? <ErrorAlert>{vm.message}</ErrorAlert> : undefined}
      <Button
        className="button button--primary"
        isDisabled={vm.status === 'joining'}
        onPress={() => void vm.join().then((joined) => joined && onJoined())}
      >
        {vm.status === 'joining' ? 'Joining…' : 'Sign the joinder and join the plan'}
      </Button>
    </section>
  );
});
