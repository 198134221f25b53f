import { expect, test } from 'vitest';
import { valueCents, valueText } from './form-values';

test('typed text is trimmed; a typed amount is cents, nothing typed is undefined, anything else is NaN', () => {
  expect(valueText({ a: '  Fidelity ' }, 'a')).toBe('Fidelity');
  expect(valueText({ a: 12 }, 'a')).toBe('');
  expect(valueCents({ a: '11,000.50' }, 'a')).toBe(1_100_050);
  expect(valueCents({ a: ' $1,000 ' }, 'a')).toBe(100_000);
  expect(valueCents({ a: '   ' }, 'a')).toBeUndefined();
  expect(valueCents({}, 'a')).toBeUndefined();
  expect(valueCents({ a: '12,x' }, 'a')).toBeNaN();
});
