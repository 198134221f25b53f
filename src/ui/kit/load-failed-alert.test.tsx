import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

test('says what failed as an alert and tries again when Try again is pressed', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  let retries = 0;
  await act(async () =>
    root!.render(<LoadFailedAlert message="Your loans could not be loaded." onRetry={() => (retries += 1)} />),
  );
  const alert = host.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('Your loans could not be loaded.');
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
  expect(button).toBeDefined();
  await act(async () => button!.click());
  expect(retries).toBe(1);
});
