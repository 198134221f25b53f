import type { ReactElement, ReactNode } from 'react';
import { Button } from 'react-aria-components';

/** Props of the action bar: the optional Back button and the step's primary action(s). */
export interface ActionBarProps {
  /** Goes back one step; no Back button when not given. */
  onBack?: () => void;
  /** Words of the Back button ("Back", "Back to review"). */
  backLabel?: string;
  /** True while the step is busy (saving, paying). */
  busy?: boolean;
  /** The primary action(s), e.g. the submit button of the step's form. */
  children?: ReactNode;
}

/** The one action bar of every step of every flow: Back on the left, then the primary action, on one line. */
export function ActionBar({ onBack, backLabel = 'Back', busy, children }: ActionBarProps): ReactElement {
  return (
    <div className="actions kit-action-bar">
      {onBack ? (
        <Button className="button" onPress={onBack} isDisabled={busy}>
          {backLabel}
        </Button>
      ) : undefined}
      {children}
    </div>
  );
}
