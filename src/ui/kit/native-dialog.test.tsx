import { act } from 'react';
import { expect, test } from 'vitest';
import { NativeDialog } from '@/ui/kit/native-dialog';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

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
  const dialog = host.querySelector('dialog')!;
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
  const { opener, host, close } = await renderDialog();
  await close();
  expect(host.querySelector('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
