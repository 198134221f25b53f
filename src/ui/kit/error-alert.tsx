import type { ReactElement, ReactNode } from 'react';

/** Props of the red error alert. */
export interface ErrorAlertProps {
  /** What went wrong (and, in a `div`, what to do about it). */
  children: ReactNode;
  /** The element: `p` for a sentence (the default), `div` when the alert holds block elements (paragraphs, lists). */
  as?: 'p' | 'div';
  /** Classes beside `alert alert--error` (e.g. `kit-field--wide`). */
  className?: string;
  /** The element's id (e.g. for `aria-describedby`). */
  id?: string;
  /** The element's `data-testid`. */
  testId?: string;
  /**
   * Announced when it appears, as `role="alert"` (the default). False leaves the role out: for an alert inside a live
   * region that already announces it (e.g. the warnings of a recorded deposit inside its `role="status"`).
   */
  live?: boolean;
}

/** The one red error alert: `<p className="alert alert--error" role="alert">` unless told otherwise. */
export function ErrorAlert({ children, as: Element = 'p', className, id, testId, live = true }: ErrorAlertProps): ReactElement {
  return (
    <Element
      id={id}
      className={className ? `alert alert--error ${className}` : 'alert alert--error'}
      role={live ? 'alert' : undefined}
      data-testid={testId}
    >
      {children}
    </Element>
  );
}
