import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkAdminModeReason } from './index';

/** The rule written a second way: strip \s characters from both ends by index, count code points with Array.from. */
function oracle(value: string): { ok: true; reason: string } | { ok: false; message: string } {
  const chars = Array.from(value);
  let start = 0;
  let end = chars.length;
  while (start < end && /^\s$/u.test(chars[start] as string)) start += 1;
  while (end > start && /^\s$/u.test(chars[end - 1] as string)) end -= 1;
  const kept = chars.slice(start, end);
  if (kept.length === 0) return { ok: false, message: 'Enter the reason for acting as this participant' };
  if (kept.length > 500) return { ok: false, message: 'The reason can be at most 500 characters' };
  return { ok: true, reason: kept.join('') };
}

const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), maxLength: 5 });
const body = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 490, maxLength: 510 }),
  fc.string({ unit: fc.constantFrom('a', 'é', '😀', ' ', '\n'), minLength: 495, maxLength: 505 }),
);

describe('the reason for entering admin mode', () => {
  test('matches the independent formulation for padded text of every length around the limits', () => {
    fc.assert(
      fc.property(padding, body, padding, (before, text, after) => {
        expect(checkAdminModeReason(before + text + after)).toEqual(oracle(before + text + after));
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 300) },
    );
  });

  test('literal cases: blank, exactly 500, 501, an emoji counted once, and a value that is not text', () => {
    expect(checkAdminModeReason('   ')).toEqual({ ok: false, message: 'Enter the reason for acting as this participant' });
    expect(checkAdminModeReason(undefined)).toEqual({ ok: false, message: 'Enter the reason for acting as this participant' });
    expect(checkAdminModeReason(42)).toEqual({ ok: false, message: 'Enter the reason for acting as this participant' });
    expect(checkAdminModeReason(` ${'x'.repeat(500)} `)).toEqual({ ok: true, reason: 'x'.repeat(500) });
    expect(checkAdminModeReason('x'.repeat(501))).toEqual({ ok: false, message: 'The reason can be at most 500 characters' });
    expect(checkAdminModeReason('😀'.repeat(500))).toEqual({ ok: true, reason: '😀'.repeat(500) });
    expect(checkAdminModeReason('  Ticket 4411: cannot see her loan  ')).toEqual({
      ok: true,
      reason: 'Ticket 4411: cannot see her loan',
    });
  });
});
