import type { ReactElement, ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone. It takes focus so that the keyboard can scroll it too (axe:
 * scrollable-region-focusable), and is a named region so a screen reader says what that focus is.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div className="contrib-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
