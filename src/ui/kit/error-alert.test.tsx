import { expect, test } from 'vitest';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

test('is by default a paragraph with the red alert classes, announced as an alert', async () => {
  const host = await view.render(<ErrorAlert>The deposit could not be saved.</ErrorAlert>);
  const alert = host.firstElementChild!;
  expect(host.children).toHaveLength(1);
  expect(alert.tagName).toBe('P');
  expect(alert.className).toBe('alert alert--error');
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.textContent).toBe('The deposit could not be saved.');
  expect(alert.hasAttribute('id')).toBe(false);
  expect(alert.hasAttribute('data-testid')).toBe(false);
});

test('as="div" holds block elements, and className is added after the alert classes', async () => {
  const host = await view.render(
    <ErrorAlert as="div" className="kit-field--wide">
      <p>First warning.</p>
      <p>Second warning.</p>
    </ErrorAlert>,
  );
  const alert = host.firstElementChild!;
  expect(alert.tagName).toBe('DIV');
  expect(alert.className).toBe('alert alert--error kit-field--wide');
  expect(alert.getAttribute('role')).toBe('alert');
  expect([...alert.querySelectorAll(':scope > p')].map((p) => p.textContent)).toEqual(['First warning.', 'Second warning.']);
});

test('id and testId land on the element', async () => {
  const host = await view.render(
    <ErrorAlert id="save-error" testId="payment-message">
      Declined.
    </ErrorAlert>,
  );
  const alert = host.firstElementChild!;
  expect(alert.id).toBe('save-error');
  expect(alert.getAttribute('data-testid')).toBe('payment-message');
});

test('live={false} leaves the role out (for an alert inside a live region that announces it already)', async () => {
  const host = await view.render(
    <div role="status">
      <ErrorAlert as="div" live={false}>
        <p>Over the limit.</p>
      </ErrorAlert>
    </div>,
  );
  const alert = host.querySelector('.alert--error')!;
  expect(alert.tagName).toBe('DIV');
  expect(alert.className).toBe('alert alert--error');
  expect(alert.hasAttribute('role')).toBe(false);
  expect(host.querySelector('[role="alert"]')).toBeNull();
});
