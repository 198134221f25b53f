import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the browser's own `<dialog>` (decision 0208): opened with `showModal()`, so the page behind it is
 * inert and it sits in the top layer; the first control takes the focus; Tab and Shift+Tab wrap inside it; Escape and a
 * click on the backdrop call `onDismiss`; focus goes back where it was when it closes. It needs no script of its own,
 * which is why the first home visit's opt-in question uses it instead of React Aria's Modal (about 25 kB and a long
 * task to evaluate). Render it only while it is open: it opens on mount and closes on unmount.
 */
export function NativeDialog({
  title,
  onDismiss,
  children,
}: {
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}): ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const before = dialog.ownerDocument.activeElement;
    // A browser without showModal (before 2022) shows it as a plain open dialog; Tab still wraps inside it.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!dialog.contains(dialog.ownerDocument.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    // A layout effect's cleanup runs before React removes the element, so the dialog is closed while still in the page.
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== 'Tab') return;
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

  return (
    <dialog
      ref={ref}
      className="modal native-dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts the dialog), the browser does not close it behind React's back.
        event.preventDefault();
        onDismiss();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside its padding box's content.
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      <div className="dialog">
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
