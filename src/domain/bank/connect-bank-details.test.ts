import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateConnectBank } from '@/domain/bank/connect-bank-details';
import { maskLastFour } from '@/domain/bank/account-mask';

const accountDigits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 4, maxLength: 17 });
const valid = { routing_number: '021000021', account_type: 'checking' };

describe('ConnectBank rules', () => {
  test('an account number of 4 to 17 digits typed twice alike is accepted', () => {
    fc.assert(
      fc.property(accountDigits, fc.constantFrom('checking', 'savings'), (account, type) => {
        expect(
          validateConnectBank({ ...valid, account_type: type, account_number: account, account_number_confirm: account }),
        ).toEqual({});
      }),
    );
  });

  test('a different second entry says the numbers do not match', () => {
    fc.assert(
      fc.property(accountDigits, accountDigits, (a, b) => {
        fc.pre(a !== b);
        expect(validateConnectBank({ ...valid, account_number: a, account_number_confirm: b }).account_number_confirm).toEqual([
          'Account numbers do not match',
        ]);
      }),
    );
  });

  test('account numbers that are not 4 to 17 digits are refused', () => {
    const bad = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 3 }),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 18, maxLength: 30 }),
      fc.string({ minLength: 1 }).filter((s) => /[^0-9]/.test(s) && s.trim() !== ''),
    );
    fc.assert(
      fc.property(bad, (account) => {
        expect(
          validateConnectBank({ ...valid, account_number: account, account_number_confirm: account }).account_number,
        ).toEqual(['Account number must be 4 to 17 digits']);
      }),
    );
  });

  test('every empty field has its message; an unknown type has its own', () => {
    expect(validateConnectBank({})).toEqual({
      routing_number: ['Routing number is required'],
      account_number: ['Account number is required'],
      account_number_confirm: ['Please re-enter the account number'],
      account_type: ['Account type is required'],
    });
    expect(validateConnectBank({ account_type: 'brokerage' }).account_type).toEqual(['Account type must be checking or savings']);
  });

  test('masks show the last four digits only', () => {
    fc.assert(
      fc.property(accountDigits, (account) => {
        const masked = maskLastFour(account);
        expect(masked).toBe(`••••${account.slice(-4)}`);
        expect(masked.replace(/\D/g, '')).toHaveLength(4);
      }),
    );
    expect(maskLastFour(undefined)).toBe('');
  });
});
