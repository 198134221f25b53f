/**
 * Where focus goes back when the step-up dialog closes. The control that started the action (a form's Save button) is
 * disabled while the action runs, and a disabled control loses its focus to nothing (the document body) before the
 * dialog opens: the dialog cannot learn it from `document.activeElement`, so the last control that lost its focus
 * that way is remembered here, and focus goes back to it once it is enabled again.
 */

const watched = new WeakSet<Document>();
const lostToNothing = new WeakMap<Document, HTMLElement>();

function isDisabled(el: Element): boolean {
  return el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true';
}

/** Whether nothing has the focus (it is on the document body). */
function focusIsFree(doc: Document): boolean {
  return doc.activeElement === null || doc.activeElement === doc.body;
}

/** Starts remembering, in `doc`, the control that last lost its focus because it was disabled (once per document). */
export function watchFocusLoss(doc: Document): void {
  if (watched.has(doc)) return;
  watched.add(doc);
  doc.addEventListener(
    'focusout',
    (event) => {
      const target = event.target;
      if (event.relatedTarget === null && target instanceof Element && isDisabled(target)) {
        lostToNothing.set(doc, target as HTMLElement);
      }
    },
    true,
  );
  // Focus that went anywhere since makes the remembered control stale.
  doc.addEventListener('focusin', () => lostToNothing.delete(doc), true);
}

/**
 * The element focus should return to when a dialog opened now closes: the focused element, or, when focus was lost to
 * nothing, the disabled control that lost it.
 */
export function focusToReturnTo(doc: Document): HTMLElement | undefined {
  if (!focusIsFree(doc)) return doc.activeElement as HTMLElement;
  const lost = lostToNothing.get(doc);
  return lost?.isConnected ? lost : undefined;
}

/**
 * Moves focus back to `target` once it can take it: at once when it is enabled, else as soon as it is enabled again
 * (watched for `limitMs`). Leaves focus alone once it went anywhere else, or when the target left the page.
 */
export function returnFocusTo(target: HTMLElement | undefined, doc: Document, limitMs = 30_000): void {
  if (target === undefined) return;
  const observer = new MutationObserver(() => attempt());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn, true);
    if (timer !== undefined) clearTimeout(timer);
  };
  const onFocusIn = (event: FocusEvent): void => {
    if (event.target !== target) stop();
  };
  function attempt(): void {
    if (target?.isConnected && isDisabled(target)) return;
    if (target?.isConnected && focusIsFree(doc)) target.focus();
    stop();
  }
  // After the dialog has left the page (and react-aria's own restore, which does nothing when focus has gone).
  const start = (): void => {
    observer.observe(target, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
    doc.addEventListener('focusin', onFocusIn, true);
    timer = setTimeout(stop, limitMs);
    attempt();
  };
  const view = doc.defaultView;
  if (view?.requestAnimationFrame) view.requestAnimationFrame(() => start());
  else setTimeout(start, 0);
}
