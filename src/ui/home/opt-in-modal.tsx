import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { NativeDialog } from '@/ui/kit/native-dialog';
import type { OptInStore } from '@/ui/shell/opt-in-store';

/**
 * The opt-in modal: e-mail updates about the plan. On the kit's native dialog (decision 0208), not React Aria's Modal:
 * it opens on a first home visit, where React Aria's evaluation was about half of the page's main-thread blocking.
 */
export const OptInModal = observer(function OptInModal({ store }: { store: OptInStore }): ReactElement {
  return (
    <NativeDialog title="Stay up to date" onDismiss={store.close}>
      <p>Would you like an e-mail when your plan needs your attention, such as a document to sign or a filing deadline?</p>
      {store.error ? <ErrorAlert>{store.error}</ErrorAlert> : undefined}
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void store.answer(true)} disabled={store.saving}>
          Yes, keep me posted
        </button>
        <button type="button" className="button" onClick={() => void store.answer(false)} disabled={store.saving}>
          No, thanks
        </button>
      </div>
    </NativeDialog>
  );
});
