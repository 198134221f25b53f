import type { ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { AppErrorBoundary } from '@/ui/shell/app-error-boundary';
import { PageErrorBoundary } from '@/ui/shell/page-error-boundary';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

async function render(element: ReactElement): Promise<void> {
  const originalError = console.error;
  console.error = () => undefined;
  try {
    await view.render(element);
  } finally {
    console.error = originalError;
  }
}

function Throws({ error }: { error: Error }): ReactElement {
  throw error;
}

/** What Chromium throws when a dynamically imported chunk (or one it imports) is gone. */
const goneChunk = (): Error =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/toast-region-OLD.js');

describe('AppErrorBoundary', () => {
  test('a part of the frame that could not be downloaded loads the page afresh instead of leaving it blank', async () => {
    const onLoadFailure = vi.fn(() => true);
    const onError = vi.fn();
    await render(
      <AppErrorBoundary onLoadFailure={onLoadFailure} onError={onError}>
        <Throws error={goneChunk()} />
      </AppErrorBoundary>,
    );
    expect(onLoadFailure).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(view.host.textContent).not.toBe('');
  });

  test('any other error shows a page with a reload button (never blank) and is reported', async () => {
    const onLoadFailure = vi.fn(() => true);
    const onError = vi.fn();
    await render(
      <AppErrorBoundary onLoadFailure={onLoadFailure} onError={onError}>
        <Throws error={new Error('shell broke')} />
      </AppErrorBoundary>,
    );
    expect(onLoadFailure).not.toHaveBeenCalled();
    expect(onError.mock.calls[0][0]).toEqual(new Error('shell broke'));
    expect(view.host.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(view.host.querySelector('button')?.textContent).toBe('Reload');
  });

  test('a load failure with no fresh load possible (already tried once) is reported too', async () => {
    const onError = vi.fn();
    await render(
      <AppErrorBoundary onLoadFailure={() => false} onError={onError}>
        <Throws error={goneChunk()} />
      </AppErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(view.host.querySelector('h1')?.textContent).toBe('Something went wrong');
  });
});

describe('PageErrorBoundary', () => {
  test("a browser's own import failure inside a page (a shared chunk) is a load failure, not a 500", async () => {
    const onChunkError = vi.fn(async () => true);
    const onError = vi.fn();
    await render(
      <PageErrorBoundary onChunkError={onChunkError} onError={onError}>
        <Throws error={goneChunk()} />
      </PageErrorBoundary>,
    );
    await vi.waitFor(() => expect(onChunkError).toHaveBeenCalledTimes(1));
    expect(view.host.querySelector('h1')?.textContent).toBe('This page could not be loaded');
    expect(onError).not.toHaveBeenCalled();
  });

  test('when recovery resolves false (nowhere to go), the failure is reported', async () => {
    const onError = vi.fn();
    await render(
      <PageErrorBoundary onChunkError={async () => false} onError={onError}>
        <Throws error={goneChunk()} />
      </PageErrorBoundary>,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  });
});
