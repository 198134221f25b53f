import { describe, expect, test } from 'vitest';
import type { Clock } from '@/ports/clock';

/** The Clock contract; `wait(ms)` lets time pass (real sleep or fake advance). */
export function clockContract(name: string, create: () => { clock: Clock; wait(ms: number): Promise<void> }): void {
  describe(`Clock contract: ${name}`, () => {
    test('now moves forward with time', async () => {
      const { clock, wait } = create();
      const before = clock.now().getTime();
      await wait(30);
      expect(clock.now().getTime()).toBeGreaterThanOrEqual(before + 25);
    });

    test('a timer fires after its delay, not before; a cancelled one never fires', async () => {
      const { clock, wait } = create();
      const fired: string[] = [];
      clock.setTimeout(() => fired.push('a'), 40);
      const cancel = clock.setTimeout(() => fired.push('b'), 40);
      cancel();
      await wait(5);
      expect(fired).toEqual([]);
      await wait(80);
      expect(fired).toEqual(['a']);
    });
  });
}
