import 'reflect-metadata';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import AppToastRegion from '@/ui/layout/toast-region';
import { ToastService } from '@/ui/shell/toast-service';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

// Registered before the root's hooks, so the fake timers are on before the root is made and off after it is unmounted.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const view = reactRootPerTest();

const shown = (): string[] => Array.from(document.querySelectorAll('.toast [slot="title"]'), (e) => e.textContent ?? '');

describe('AppToastRegion', () => {
  test('a toast lasts 5000 ms (spec: toast notifications last 5000 ms), then leaves', async () => {
    const service = new ToastService();
    service.show({ title: 'Your changes were saved' });
    await act(async () => view.root.render(<AppToastRegion service={service} />));
    expect(shown()).toEqual(['Your changes were saved']);
    await act(async () => vi.advanceTimersByTime(4_999));
    expect(shown()).toEqual(['Your changes were saved']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  test('each toast has its own 5000 ms from when it is shown', async () => {
    const service = new ToastService();
    await act(async () => view.root.render(<AppToastRegion service={service} />));
    act(() => service.show({ title: 'first' }));
    await act(async () => vi.advanceTimersByTime(3_000));
    act(() => service.show({ title: 'second', tone: 'error' }));
    expect(shown()).toEqual(expect.arrayContaining(['first', 'second']));
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(shown()).toEqual(['second']);
    await act(async () => vi.advanceTimersByTime(2_999));
    expect(shown()).toEqual(['second']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });
});
