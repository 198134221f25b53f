import { type ReactElement, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { RouterStore } from '@/ui/routing/router-store';
import { useService, useViewModel } from '@/ui/shell/container-context';
import { focusToReturnTo, returnFocusTo } from '@/ui/sign-in/focus-return';
import { SecondFactorForm } from '@/ui/sign-in/second-factor-form';
import { SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/** The step-up prompt: the API asked for a second factor; give it here and the action goes on. */
const StepUpDialog = observer(function StepUpDialog(): ReactElement {
  const prompt = useService(StepUpPrompt);
  const vm = useViewModel(SecondFactorViewModel);
  const router = useService(RouterStore);
  // Closed in any way, focus goes back to the control that started the action once it is enabled again (it is disabled
  // while the action waits here, so react-aria's own restore finds nothing to return to).
  const [returnTo] = useState(() => focusToReturnTo(document));
  useEffect(() => () => returnFocusTo(returnTo, document), [returnTo]);
  const toProfile = (): void => {
    prompt.finish(false);
    router.navigate('/profile');
  };
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={prompt.open}
      onOpenChange={(o) => (o ? undefined : prompt.finish(false))}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">Confirm it is you</Heading>
          <p>{prompt.message}</p>
          <SecondFactorForm vm={vm} onDone={() => prompt.finish(true)} />
          <div className="dialog__actions">
            <Button className="button" onPress={toProfile}>
              Set up a second factor
            </Button>
            <Button className="button" onPress={() => prompt.finish(false)}>
              Cancel
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
export default StepUpDialog;
