import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatCentsPlain, lastFour, parseStatementAmount, parseStatementDate } from './statement-values';

/** An independent spelling of cents: grouped or plain dollars, optional $ and sign, or parentheses for a negative. */
function spell(
  cents: number,
  style: { grouped: boolean; dollar: boolean; parens: boolean; plus: boolean; decimals: 0 | 1 | 2 },
): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  let wholeText = String(whole);
  if (style.grouped) {
    const digits = wholeText.split('').reverse();
    const groups: string[] = [];
    for (let i = 0; i < digits.length; i += 3)
      groups.push(
        digits
          .slice(i, i + 3)
          .reverse()
          .join(''),
      );
    wholeText = groups.reverse().join(',');
  }
  const c = abs % 100;
  const frac = style.decimals === 2 ? `.${String(c).padStart(2, '0')}` : style.decimals === 1 ? `.${c / 10}` : '';
  const body = `${style.dollar ? '$' : ''}${wholeText}${frac}`;
  if (cents < 0) return style.parens ? `(${body})` : `-${body}`;
  return style.plus ? `+${body}` : body;
}

const styles = fc.record({
  grouped: fc.boolean(),
  dollar: fc.boolean(),
  parens: fc.boolean(),
  plus: fc.boolean(),
  decimals: fc.constantFrom(0 as const, 1 as const, 2 as const),
});

describe('parseStatementAmount', () => {
  test('reads every bank spelling of an amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 }), styles, (raw, style) => {
        // The spelling decides how many decimals the amount can have.
        const cents = style.decimals === 2 ? raw : style.decimals === 1 ? raw - (raw % 10) : raw - (raw % 100);
        expect(parseStatementAmount(spell(cents, style))).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });

  test('refuses text that is not an amount', () => {
    const bad = fc.oneof(
      fc.constantFrom('', '12,x', '1.0.0', '1.234', '--5', '$', '(', '12,34,5', 'abc', '1e5', 'NaN', '1,23.45'),
      fc.string().filter((s) => /[a-df-zA-DF-Z]/.test(s)),
    );
    fc.assert(
      fc.property(bad, (text) => {
        expect(parseStatementAmount(text)).toBeUndefined();
      }),
    );
    expect(parseStatementAmount('12,5')).toBe(1250);
    expect(parseStatementAmount('(45.00)')).toBe(-4500);
  });
});

describe('parseStatementDate', () => {
  const days = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true });
  test('reads ISO, US and OFX spellings of a day', () => {
    fc.assert(
      fc.property(days, (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, day] = iso.split('-');
        expect(parseStatementDate(iso)).toBe(iso);
        expect(parseStatementDate(`${Number(m)}/${Number(day)}/${y}`)).toBe(iso);
        expect(parseStatementDate(`${y}${m}${day}`)).toBe(iso);
        expect(parseStatementDate(`${y}${m}${day}093015.123[-5:EST]`, true)).toBe(iso);
      }),
    );
  });
  test('refuses days that do not exist and other text', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '13/01/2026', '2026-1-1x', '', 'yesterday', '20260230'])
      expect(parseStatementDate(bad)).toBeUndefined();
    expect(parseStatementDate('20260314120000')).toBeUndefined();
  });
});

describe('lastFour and formatCentsPlain', () => {
  test('keeps only the last four letters or digits of an account number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z -]{0,30}$/), (account) => {
        const kept = account.replace(/[^0-9A-Z]/g, '');
        expect(lastFour(account)).toBe(kept === '' ? undefined : kept.slice(-4));
      }),
    );
  });
  test('writes cents as grouped dollars with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatCentsPlain(cents);
        expect(Number(text.replaceAll(',', '')) * 100).toBeCloseTo(cents, 0);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
