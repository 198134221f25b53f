import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Props of the kit's modal dialog. */
export interface NativeDialogProps {
  /** The dialog's heading, which also names it. */
  title: string;
  /** Called for Escape, a click on the backdrop, or the browser closing it (the owner unmounts the dialog). */
  onDismiss: () => void;
  /** `alertdialog` for a question that interrupts (a confirmation); `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The kit's modal dialog, on the browser's own `<dialog>` (decisions 0208 and 0296): opened with `showModal()`, so it
 * sits in the top layer, above every drawer, overlay and z-index of the page, and the page behind it is inert; a
 * second one opened from within it stacks above it. It is portalled to the body and marked as a top-layer element for
 * React Aria (`data-react-aria-top-layer`), so a React Aria overlay still open underneath (the assets drawer) neither
 * hides it from assistive technology, nor pulls the focus back, nor closes on a click inside it. The first control takes
 * the focus; Tab and Shift+Tab wrap inside it; Escape and a click on the backdrop call `onDismiss`; focus goes back
 * where it was when it closes. Render it only while it is open: it opens on mount and closes on unmount.
 */
export function NativeDialog({ title, onDismiss, role = 'dialog', children }: NativeDialogProps): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const unmounting = useRef(false);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    unmounting.current = false;
    const before = dialog.ownerDocument.activeElement;
    // A browser without showModal (before 2022) shows it as a plain open dialog; Tab still wraps inside it.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!dialog.contains(dialog.ownerDocument.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // A layout effect's cleanup runs before React removes the element, so the dialog is closed while still in the page.
    return () => {
      unmounting.current = true;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'Escape') {
      // Handled here rather than left to the cancel event: the same in every browser, and it does not reach an overlay
      // that opened this one (through React's tree), which would close as well.
      event.stopPropagation();
      if (event.defaultPrevented) return;
      event.preventDefault();
      dismiss.current();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = controls[0];
    const last = controls.at(-1);
    if (!first || !last) return;
    const active = event.currentTarget.ownerDocument.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <dialog
      ref={ref}
      className="modal native-dialog"
      role={role}
      aria-labelledby={titleId}
      data-react-aria-top-layer="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape that reached the browser, or its back gesture: the owner decides (it unmounts the dialog), the browser
        // does not close it behind React's back.
        event.preventDefault();
        dismiss.current();
      }}
      onClose={(event) => {
        // Closed by the browser all the same (a cancel event it did not let us cancel): tell the owner. The close event
        // comes a task later, so one left from a close that was followed by opening again (React's StrictMode runs the
        // effect twice in development) finds the dialog open and is not a dismissal.
        if (!unmounting.current && !event.currentTarget.open) dismiss.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its padding box's content.
        if (event.target === event.currentTarget) dismiss.current();
      }}
    >
      <div className="dialog">
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
