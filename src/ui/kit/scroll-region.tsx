import type { ReactElement, ReactNode, Ref } from 'react';

/**
 * A table or list that scrolls inside the page (sideways on a phone, or a long virtualised list). It takes focus so
 * that the keyboard can scroll it too (axe: scrollable-region-focusable), and is a named region so a screen reader
 * says what that focus is. `ref` is the scrolling element (a virtualiser reads it).
 */
export function ScrollRegion({
  label,
  className,
  children,
  ref,
}: {
  label: string;
  className: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}): ReactElement {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <div ref={ref} className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
