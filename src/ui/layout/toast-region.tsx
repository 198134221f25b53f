import type { ReactElement } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import type { ToastContent as Content } from '@/ui/shell/toast-service';

/** The toast region of the component kit (loaded with the first toast). */
export default function AppToastRegion({ queue }: { queue: ToastQueue<Content> }): ReactElement {
  return (
    <ToastRegion queue={queue} className="toasts">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast--${toast.content.tone ?? 'info'}`}>
          <ToastContent>
            <Text slot="title">{toast.content.title}</Text>
          </ToastContent>
          <Button slot="close" className="toast__close" aria-label="Close">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
