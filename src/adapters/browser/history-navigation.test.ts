// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { navigationContract } from '@/adapters/contracts/navigation.contract';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { HistoryNavigation } from './history-navigation';

navigationContract('HistoryNavigation (jsdom)', (initial) => {
  window.history.replaceState({}, '', initial);
  return new HistoryNavigation(window);
});
navigationContract('MemoryNavigation', (initial) => new MemoryNavigation(initial));

describe('HistoryNavigation', () => {
  test('scrollTo defaults to the top-left corner', () => {
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    new HistoryNavigation(window).scrollTo();
    expect(spy).toHaveBeenCalledWith(0, 0);
  });
});

describe('MemoryNavigation', () => {
  test('records full-page loads and reloads', () => {
    const nav = new MemoryNavigation();
    nav.load('/library');
    nav.reload();
    expect(nav.loads).toEqual(['/library']);
    expect(nav.reloads).toBe(1);
  });
});
