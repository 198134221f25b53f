import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';
import { ErrorAlert } from '@/ui/kit/error-alert';

/** What a page shows when its data could not be loaded: the area's message and a way to try again. */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  return (
    <ErrorAlert as="div">
      <p>{message}</p>
      <Button className="button" onPress={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  );
}
