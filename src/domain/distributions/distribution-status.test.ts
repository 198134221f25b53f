import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DISTRIBUTION_STATUSES, nextStatuses, statusChangeErrors } from './distribution-status';

describe('distribution status', () => {
  test('requested becomes approved or rejected, approved becomes paid or rejected, paid and rejected are final', () => {
    expect(nextStatuses('requested')).toEqual(['approved', 'rejected']);
    expect(nextStatuses('approved')).toEqual(['paid', 'rejected']);
    expect(nextStatuses('paid')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
  });

  test('a rejection needs a reason; a wrong move says what is allowed', () => {
    expect(statusChangeErrors('requested', 'rejected', ' ').reason).toEqual(['Reason is required']);
    expect(statusChangeErrors('requested', 'paid', undefined).status).toEqual([
      'This request can only become approved or rejected',
    ]);
    expect(statusChangeErrors('paid', 'approved', undefined).status).toEqual(['This request is paid and cannot change']);
  });

  test('property: a move is accepted exactly when it is one of the next statuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DISTRIBUTION_STATUSES), fc.constantFrom(...DISTRIBUTION_STATUSES, 'x'), (from, to) => {
        const errors = statusChangeErrors(from, to, 'because');
        expect((errors.status ?? []).length === 0).toBe((nextStatuses(from) as readonly string[]).includes(to));
      }),
    );
  });
});
