import 'reflect-metadata';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import AppToastRegion from '@/ui/layout/toast-region';
import { ToastService } from '@/ui/shell/toast-service';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

const shown = (): string[] => Array.from(document.querySelectorAll('.toast [slot="title"]'), (e) => e.textContent ?? '');

describe('AppToastRegion', () => {
  test('a toast lasts 5000 ms (spec: toast notifications last 5000 ms), then leaves', async () => {
    const service = new ToastService();
    service.show({ title: 'Your changes were saved' });
    await act(async () => root.render(<AppToastRegion service={service} />));
    expect(shown()).toEqual(['Your changes were saved']);
    await act(async () => vi.advanceTimersByTime(4_999));
    expect(shown()).toEqual(['Your changes were saved']);
    await act(async () => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  test('each toast has its own 5000 ms from when it is shown', async () => {
    const service = new ToastService();
    await act(async () => root.render(<AppToastRegion service={service} />));
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
