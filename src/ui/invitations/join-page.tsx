import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { JoinViewModel } from '@/ui/invitations/join-view-model';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { useViewModel } from '@/ui/shell/container-context';

/** The invitation link's page (signed in through the magic link): the plan joined and the way to the checkout. */
export default observer(function JoinPage(): ReactElement {
  const vm = useViewModel(JoinViewModel);
  return (
    <section className="page page--narrow card" aria-labelledby="join-title">
      <h1 id="join-title">Join a plan</h1>
      {vm.status === 'accepting' ? <p role="status">Opening your invitation…</p> : undefined}
      {vm.status === 'failed' ? <ErrorAlert>{vm.message}</ErrorAlert> : undefined}
      {vm.status === 'accepted' && vm.plan ? (
        <>
          {/* Not "You joined": the participant joins once the joinder is signed, at the end of their checkout. */}
          <p role="status" data-testid="invited-plan">
            Your invitation to <strong>{vm.plan.planName}</strong> (plan number {vm.plan.planNumber}, EIN {vm.plan.planEin}),
            sponsored by {vm.plan.ownerName}, is accepted.
          </p>
          <p>You join the plan when you sign the joinder at the end of your participant checkout. A participant pays no fee.</p>
          <Button className="button button--primary" onPress={() => void vm.continueToCheckout()}>
            Continue to your participant checkout
          </Button>
        </>
      ) : undefined}
    </section>
  );
});
