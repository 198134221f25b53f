import { describe, expect, test, vi } from 'vitest';
import type { TabChannel, TabMessage } from '@/ports/tab-channel';

/** Waits (polling, no fixed sleep) until `check` passes; generous for a loaded machine. */
const eventually = (check: () => void): Promise<void> => vi.waitFor(check, { timeout: 5_000, interval: 5 });

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
      await eventually(() => expect(got.b).toHaveLength(1));
      await eventually(() => expect(got.c).toHaveLength(1));
      // The sender hears the next message of another tab, proving delivery to it works, and never its own.
      b.post({ type: 'probe' });
      await eventually(() => expect(got.a).toHaveLength(1));
      await eventually(() => expect(got.c).toHaveLength(2));
      expect(got).toEqual({ a: [{ type: 'probe' }], b: [{ type: 'logout' }], c: [{ type: 'logout' }, { type: 'probe' }] });
      [a, b, c].forEach((t) => t.close());
    });

    test('unsubscribe and close stop delivery', async () => {
      const [a, b, c, d] = openTabs(4);
      const got: TabMessage[] = [];
      const off = b.onDidReceive((m) => got.push(m));
      c.onDidReceive((m) => got.push(m));
      off();
      c.close();
      // Probes: another listener on b and an open tab d show when the message has been delivered.
      const probeB: TabMessage[] = [];
      const probeD: TabMessage[] = [];
      b.onDidReceive((m) => probeB.push(m));
      d.onDidReceive((m) => probeD.push(m));
      a.post({ type: 'x', payload: { n: 1 } });
      await eventually(() => expect(probeB).toEqual([{ type: 'x', payload: { n: 1 } }]));
      await eventually(() => expect(probeD).toEqual([{ type: 'x', payload: { n: 1 } }]));
      expect(got).toEqual([]);
      [a, b, d].forEach((t) => t.close());
    });
  });
}
