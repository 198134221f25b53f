import { StrictMode, act } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { NativeDialog } from '@/ui/kit/native-dialog';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

// jsdom has neither the top layer nor showModal: a stand-in that records the call and opens the dialog as a browser
// would (the e2e suite checks the real top layer in Chromium).
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
// close() fires the close event a task later, as browsers do.
const closeDialog = vi.fn(function (this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
});
beforeEach(() => {
  showModal.mockClear();
  closeDialog.mockClear();
  Object.assign(HTMLDialogElement.prototype, { showModal, close: closeDialog });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});

// jsdom has no CSS.escape, which react-aria's modal reads a meta tag with; browsers do.
const css = ((globalThis as { CSS?: { escape?: (s: string) => string } }).CSS ??= {});
css.escape ??= (s: string): string => s.replace(/[^\w-]/g, (c) => `\\${c}`);

/** Renders an opener button and, when `open`, the dialog with two buttons; answers the elements and the dismiss count. */
async function renderDialog() {
  const { host, root } = view;
  const dismissed = { count: 0 };
  const render = (open: boolean) =>
    root.render(
      <>
        <button type="button">Opener</button>
        {open ? (
          <NativeDialog title="Stay up to date" onDismiss={() => (dismissed.count += 1)}>
            <p>Body text</p>
            <button type="button">Yes</button>
            <button type="button">No</button>
          </NativeDialog>
        ) : undefined}
      </>,
    );
  await act(async () => render(false));
  const opener = host.querySelector('button')!;
  opener.focus();
  await act(async () => render(true));
  const dialog = document.querySelector('dialog')!;
  const [yes, no] = [...dialog.querySelectorAll('button')];
  return { host, opener, dialog, yes: yes!, no: no!, dismissed, close: () => act(async () => render(false)) };
}

const tab = (target: Element, shiftKey = false) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));
  });

test('opens named by its title with the focus on its first control', async () => {
  const { dialog, yes } = await renderDialog();
  expect(dialog.hasAttribute('open')).toBe(true);
  const labelledBy = dialog.getAttribute('aria-labelledby');
  expect(labelledBy).toBeTruthy();
  expect(document.getElementById(labelledBy!)?.textContent).toBe('Stay up to date');
  expect(document.activeElement).toBe(yes);
});

test('Tab from the last control wraps to the first and Shift+Tab from the first to the last', async () => {
  const { yes, no } = await renderDialog();
  no.focus();
  await tab(no);
  expect(document.activeElement).toBe(yes);
  await tab(yes, true);
  expect(document.activeElement).toBe(no);
});

test('Tab between inner controls is left to the browser (not prevented)', async () => {
  const { yes } = await renderDialog();
  const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
  await act(async () => {
    yes.dispatchEvent(event);
  });
  expect(event.defaultPrevented).toBe(false);
});

test('Escape (the cancel event) and a click on the backdrop dismiss it; a click inside does not', async () => {
  const { dialog, yes, dismissed } = await renderDialog();
  const cancel = new Event('cancel', { cancelable: true });
  await act(async () => {
    dialog.dispatchEvent(cancel);
  });
  expect(dismissed.count).toBe(1);
  expect(cancel.defaultPrevented).toBe(true);
  await act(async () => yes.click());
  expect(dismissed.count).toBe(1);
  await act(async () => {
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
  expect(dismissed.count).toBe(2);
});

test('closing it gives the focus back to where it was', async () => {
  const { opener, close } = await renderDialog();
  await close();
  expect(document.querySelector('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('opens with showModal, so in the top layer: portalled to the body outside the page, marked for React Aria', async () => {
  const { host, dialog } = await renderDialog();
  expect(showModal).toHaveBeenCalledTimes(1);
  expect(showModal.mock.contexts[0]).toBe(dialog);
  expect(dialog.parentElement).toBe(document.body);
  expect(host.contains(dialog)).toBe(false);
  expect(dialog.getAttribute('data-react-aria-top-layer')).toBe('true');
  expect(dialog.getAttribute('role')).toBe('dialog');
});

test('Escape dismisses it and goes no further than it; closing it calls close and gives the focus back', async () => {
  const { dialog, yes, opener, dismissed, close } = await renderDialog();
  const escapeKey = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  const reachedDocument = vi.fn();
  document.addEventListener('keydown', reachedDocument);
  await act(async () => {
    yes.dispatchEvent(escapeKey);
  });
  document.removeEventListener('keydown', reachedDocument);
  expect(dismissed.count).toBe(1);
  expect(escapeKey.defaultPrevented).toBe(true);
  expect(reachedDocument).not.toHaveBeenCalled();
  await close();
  expect(closeDialog.mock.contexts).toContain(dialog);
  expect(document.activeElement).toBe(opener);
});

/** Lets queued tasks (a close event) run. */
const nextTask = (): Promise<void> =>
  act(async () => {
    await new Promise((done) => setTimeout(done, 5));
  });

test('closed by the browser all the same, it tells its owner; closed by its owner, it does not', async () => {
  const { dialog, dismissed, close } = await renderDialog();
  await act(async () => dialog.close());
  await nextTask();
  expect(dismissed.count).toBe(1);
  await close();
  await nextTask();
  expect(dismissed.count).toBe(1);
});

test("under React's StrictMode (the effect runs, is cleaned up and runs again) it opens and stays open", async () => {
  let dismissed = 0;
  await view.render(
    <StrictMode>
      <NativeDialog title="Confirm the purchase" onDismiss={() => (dismissed += 1)}>
        <button type="button">Cancel</button>
      </NativeDialog>
    </StrictMode>,
  );
  await nextTask();
  expect(dismissed).toBe(0);
  expect(document.querySelector('dialog')?.hasAttribute('open')).toBe(true);
});

test('a confirmation takes the alertdialog role', async () => {
  await view.render(
    <NativeDialog title="Confirm the purchase" role="alertdialog" onDismiss={() => undefined}>
      <button type="button">Cancel</button>
    </NativeDialog>,
  );
  expect(document.querySelector('dialog')?.getAttribute('role')).toBe('alertdialog');
});

test('one opened from within another stacks above it: Escape closes the inner one only', async () => {
  const dismissed: string[] = [];
  const renderBoth = (innerOpen: boolean) =>
    view.render(
      <NativeDialog title="Confirm the purchase" onDismiss={() => dismissed.push('outer')}>
        <button type="button">Send the payment</button>
        {innerOpen ? (
          <NativeDialog title="Confirm it is you" onDismiss={() => dismissed.push('inner')}>
            <button type="button">Cancel</button>
          </NativeDialog>
        ) : undefined}
      </NativeDialog>,
    );
  await renderBoth(false);
  await renderBoth(true);
  const named = (title: string) =>
    [...document.querySelectorAll('dialog')].find((d) => d.querySelector('h2')?.textContent === title)!;
  const [outer, inner] = [named('Confirm the purchase'), named('Confirm it is you')];
  // The top layer stacks in the order of showModal calls: the inner one, called last, is above.
  expect(showModal.mock.contexts).toEqual([outer, inner]);
  expect(outer.contains(inner)).toBe(false);
  const cancel = inner.querySelector('button')!;
  expect(document.activeElement).toBe(cancel);
  await act(async () => {
    cancel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
  });
  expect(dismissed).toEqual(['inner']);
  await renderBoth(false);
  expect(document.activeElement).toBe(outer.querySelector('button'));
});

test('opened over a React Aria overlay (the assets drawer), it keeps the focus, stays visible and leaves the overlay open', async () => {
  const drawerChanges: boolean[] = [];
  const renderOver = (confirmOpen: boolean) =>
    view.render(
      <>
        <ModalOverlay isOpen onOpenChange={(open) => drawerChanges.push(open)} isDismissable>
          <Modal>
            <Dialog aria-label="Buy or record an asset">
              <Heading slot="title">Buy or record an asset</Heading>
              <Button>Continue</Button>
            </Dialog>
          </Modal>
        </ModalOverlay>
        {confirmOpen ? (
          <NativeDialog title="Confirm the purchase" role="alertdialog" onDismiss={() => undefined}>
            <button type="button">Cancel</button>
            <button type="button">Send the payment</button>
          </NativeDialog>
        ) : undefined}
      </>,
    );
  await renderOver(false);
  const drawer = document.querySelector('[aria-label="Buy or record an asset"]')!;
  const continueButton = [...drawer.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!;
  await act(async () => continueButton.focus());
  await renderOver(true);
  const confirm = document.querySelector('dialog')!;
  const cancel = confirm.querySelector('button')!;
  expect(document.activeElement).toBe(cancel);
  // React Aria hides what is outside its overlay from assistive technology, but not a top-layer element.
  expect(confirm.closest('[aria-hidden="true"]')).toBeNull();
  // Its focus containment does not pull the focus back into the drawer (it would do so on the next frame).
  await act(async () => {
    await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
  expect(document.activeElement).toBe(cancel);
  // A press inside the confirmation is not a press outside the drawer: the drawer stays open.
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
    await act(async () => {
      cancel.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
    });
  expect(drawerChanges).toEqual([]);
  await renderOver(false);
  expect(document.activeElement).toBe(continueButton);
});
