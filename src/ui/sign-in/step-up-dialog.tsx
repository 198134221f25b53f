import { type ReactElement, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { NativeDialog } from '@/ui/kit/native-dialog';
import { RouterStore } from '@/ui/routing/router-store';
import { useService, useViewModel } from '@/ui/shell/container-context';
import { focusToReturnTo, returnFocusTo } from '@/ui/sign-in/focus-return';
import { SecondFactorForm } from '@/ui/sign-in/second-factor-form';
import { SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';

/**
 * The step-up prompt: the API asked for a second factor; give it here and the action goes on. On the kit's modal dialog
 * (decision 0296): it often opens over another overlay (the assets drawer and its confirmation), and the top layer keeps
 * it above them.
 */
const StepUpDialog = observer(function StepUpDialog(): ReactElement {
  const prompt = useService(StepUpPrompt);
  const vm = useViewModel(SecondFactorViewModel);
  const router = useService(RouterStore);
  // Closed in any way, focus goes back to the control that started the action once it is enabled again (it is disabled
  // while the action waits here, so the dialog's own restore finds nothing to return to).
  const [returnTo] = useState(() => focusToReturnTo(document));
  useEffect(() => () => returnFocusTo(returnTo, document), [returnTo]);
  const toProfile = (): void => {
    prompt.finish(false);
    router.navigate('/profile');
  };
  return (
    <NativeDialog title="Confirm it is you" onDismiss={() => prompt.finish(false)}>
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
    </NativeDialog>
  );
});
export default StepUpDialog;
