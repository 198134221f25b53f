import { describe, expect, test } from 'vitest';
import type { TabChannel, TabMessage } from '@/ports/tab-channel';

const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 30));

/** The TabChannel contract; `openTabs(n)` returns n channels of one browser. */
export function tabChannelContract(name: string, openTabs: (n: number) => TabChannel[]): void {
  describe(`TabChannel contract: ${name}`, () => {
    test('a message reaches the other tabs but not the sender', async () => {
      const [a, b, c] = openTabs(3);
      const got: Record<string, TabMessage[]> = { a: [], b: [], c: [] };
      a.onDidReceive((m) => got.a.push(m));
      b.onDidReceive((m) => got.b.push(m));
      c.onDidReceive((m) => got.c.push(m));
      a.post({ type: 'logout' });
      await settle();
      expect(got).toEqual({ a: [], b: [{ type: 'logout' }], c: [{ type: 'logout' }] });
      [a, b, c].forEach((t) => t.close());
    });

    test('unsubscribe and close stop delivery', async () => {
      const [a, b, c] = openTabs(3);
      const got: TabMessage[] = [];
      const off = b.onDidReceive((m) => got.push(m));
      c.onDidReceive((m) => got.push(m));
      off();
      c.close();
      a.post({ type: 'x', payload: { n: 1 } });
      await settle();
      expect(got).toEqual([]);
      a.close();
      b.close();
    });
  });
}
