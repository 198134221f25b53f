import { describe, expect, test } from 'vitest';
import type { KeyValueStorage } from '@/ports/key-value-storage';

/** The KeyValueStorage contract, run against the in-memory fake and the browser adapters. */
export function keyValueStorageContract(name: string, create: () => KeyValueStorage): void {
  describe(`KeyValueStorage contract: ${name}`, () => {
    test('get returns what set stored and undefined for an unknown key', () => {
      const s = create();
      s.set('DSR', 'refresh.jwt.value');
      expect(s.get('DSR')).toBe('refresh.jwt.value');
      expect(s.get('nope')).toBeUndefined();
    });

    test('set overwrites; remove deletes; remove of an absent key is a no-op', () => {
      const s = create();
      s.set('k', 'one');
      s.set('k', 'two');
      expect(s.get('k')).toBe('two');
      s.remove('k');
      s.remove('never-set');
      expect(s.get('k')).toBeUndefined();
    });

    test('values with separators and non-ASCII characters survive', () => {
      const s = create();
      s.set('odd key', 'a=b; c,d é 💼');
      expect(s.get('odd key')).toBe('a=b; c,d é 💼');
    });

    test('keys lists what is stored', () => {
      const s = create();
      s.set('a', '1');
      s.set('b', '2');
      s.remove('a');
      expect(s.keys()).toContain('b');
      expect(s.keys()).not.toContain('a');
    });
  });
}
