import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { OptInStore } from '@/ui/shell/opt-in-store';

/** The opt-in modal (the component kit's dialog): e-mail updates about the plan. */
const OptInModal = observer(function OptInModal({ store }: { store: OptInStore }): ReactElement {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={store.open}
      onOpenChange={(open) => (open ? undefined : store.close())}
      isDismissable
    >
      <Modal className="modal">
        <Dialog className="dialog">
          <Heading slot="title">Stay up to date</Heading>
          <p>Would you like an e-mail when your plan needs your attention, such as a document to sign or a filing deadline?</p>
          {store.error ? (
            <p className="alert alert--error" role="alert">
              {store.error}
            </p>
          ) : undefined}
          <div className="actions">
            <Button className="button button--primary" onPress={() => void store.answer(true)} isDisabled={store.saving}>
              Yes, keep me posted
            </Button>
            <Button className="button" onPress={() => void store.answer(false)} isDisabled={store.saving}>
              No, thanks
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
export default OptInModal;
