import { act } from 'react';
import { expect, test } from 'vitest';
import { LoadFailedAlert } from '@/ui/kit/load-failed-alert';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

test('says what failed as an alert and tries again when Try again is pressed', async () => {
  let retries = 0;
  const host = await view.render(<LoadFailedAlert message="Your loans could not be loaded." onRetry={() => (retries += 1)} />);
  const alert = host.querySelector('[role="alert"]');
  expect(alert?.textContent).toContain('Your loans could not be loaded.');
  const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
  expect(button).toBeDefined();
  await act(async () => button!.click());
  expect(retries).toBe(1);
});
