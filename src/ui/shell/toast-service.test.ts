import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { ToastService, type ToastContent } from '@/ui/shell/toast-service';

describe('ToastService', () => {
  test('keeps toasts until the region attaches, then hands over the pending ones and every new one', () => {
    const toasts = new ToastService();
    expect(toasts.used).toBe(false);
    toasts.show({ title: 'first' });
    expect(toasts.used).toBe(true);
    const seen: ToastContent[] = [];
    const detach = toasts.attach((c) => seen.push(c));
    toasts.show({ title: 'second', tone: 'error' });
    expect(seen).toEqual([{ title: 'first' }, { title: 'second', tone: 'error' }]);
    expect(toasts.pending).toEqual([]);
    detach();
    toasts.show({ title: 'third' });
    expect(seen).toHaveLength(2);
    expect(toasts.pending).toEqual([{ title: 'third' }]);
  });
});
