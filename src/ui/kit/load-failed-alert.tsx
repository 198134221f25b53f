import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';

/** What a page shows when its data could not be loaded: the area's message and a way to try again. */
export function LoadFailedAlert({ message, onRetry }: { message: string; onRetry: () => void }): ReactElement {
  return (
    <div className="alert alert--error" role="alert">
      <p>{message}</p>
      <Button className="button" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
