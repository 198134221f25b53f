import { useEffect, useState, type ReactElement } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { TIMERS } from '@/domain/constants';
import type { ToastContent as Content, ToastService } from '@/ui/shell/toast-service';

/** The toast region of the component kit (loaded with the first toast); each toast lasts TIMERS.toastDurationMs. */
export default function AppToastRegion({ service }: { service: ToastService }): ReactElement {
  const [queue] = useState(() => new ToastQueue<Content>({ maxVisibleToasts: 3 }));
  useEffect(() => service.attach((content) => queue.add(content, { timeout: TIMERS.toastDurationMs })), [service, queue]);
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
