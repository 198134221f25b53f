import { type RefObject, useEffect, useRef } from 'react';

/** What can take the focus inside an invalid field group (radio group, signature). */
const FOCUSABLE = 'input, select, textarea, button';

/** Where a step flow's page puts the focus (see useStepFocus). */
export interface StepFocusOptions {
  /** The current step's key (undefined while loading). */
  key: string | undefined;
  /** Counts the tries to continue with errors (the view-model's `invalidAttempts`). */
  invalidAttempts: number;
  /** The person just started the flow: the first step's first control takes the focus on the first render. */
  firstFieldOnStart?: boolean;
}

/**
 * The focus rules of a step-flow page (the bank application, checkout): moving to another step focuses the page's
 * heading (announced, and the next Tab starts at the top); a try to continue with errors focuses the first invalid
 * control, or the first control inside an invalid group; with `firstFieldOnStart` the first render with a step key
 * focuses the step's first field instead of leaving the focus on the page. Answers the refs for the heading and the
 * steps' body.
 */
export function useStepFocus<Body extends HTMLElement>({
  key,
  invalidAttempts,
  firstFieldOnStart = false,
}: StepFocusOptions): { heading: RefObject<HTMLHeadingElement | null>; body: RefObject<Body | null> } {
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<Body>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!key) return;
    if (moved.current) heading.current?.focus({ preventScroll: true });
    else if (firstFieldOnStart) body.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    moved.current = true;
  }, [key, firstFieldOnStart]);
  useEffect(() => {
    if (invalidAttempts === 0) return;
    const invalid = body.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    control?.focus();
  }, [invalidAttempts]);
  return { heading, body };
}
