import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  nextRolloverStatus,
  RECEIVED_AMOUNT_MESSAGE,
  RECEIVED_DATE_MESSAGE,
  ROLLOVER_STATUSES,
  rolloverStatusLabel,
  statusMoveErrors,
} from './rollover-status';

const today = { year: 2026, month: 11, day: 23 };
const requestedOn = { year: 2026, month: 10, day: 1 };
const ctx = { today, requestedOn };

describe('rollover status', () => {
  test('moves one step at a time: requested, letter sent, funds expected, received (final)', () => {
    expect(ROLLOVER_STATUSES.map(nextRolloverStatus)).toEqual(['letter_sent', 'funds_expected', 'received', undefined]);
    expect(rolloverStatusLabel('letter_sent')).toBe('Letter of acceptance sent');
    expect(statusMoveErrors('letter_sent', { to: 'funds_expected' }, ctx)).toEqual({ status: [], amount: [], received_date: [] });
    expect(statusMoveErrors('requested', { to: 'funds_expected' }, ctx).status).toEqual([
      'This rollover can only become: Letter of acceptance sent',
    ]);
    expect(statusMoveErrors('requested', { to: 'letter_sent' }, ctx).status).toEqual([
      'Sign the letter of acceptance to send it',
    ]);
    expect(statusMoveErrors('received', { to: 'received' }, ctx).status).toEqual(['This rollover is received and cannot change']);
  });

  test('received needs the amount and the day, within the 60 days of an indirect rollover', () => {
    const ok = { to: 'received', amountCents: 4_999_950, receivedDate: '2026-11-20' };
    expect(statusMoveErrors('funds_expected', ok, ctx)).toEqual({ status: [], amount: [], received_date: [] });
    expect(statusMoveErrors('funds_expected', { to: 'received' }, ctx)).toEqual({
      status: [],
      amount: [RECEIVED_AMOUNT_MESSAGE],
      received_date: [RECEIVED_DATE_MESSAGE],
    });
    expect(statusMoveErrors('funds_expected', { ...ok, receivedDate: '2026-09-30' }, ctx).received_date).toEqual([
      RECEIVED_DATE_MESSAGE,
    ]);
    expect(statusMoveErrors('funds_expected', ok, { ...ctx, distributionDate: '2026-09-20' }).received_date).toEqual([
      'The 60 days for an indirect rollover ended on Nov 19, 2026: the money can no longer be rolled over',
    ]);
    expect(statusMoveErrors('funds_expected', ok, { ...ctx, distributionDate: '2026-09-21' }).received_date).toEqual([]);
  });

  test('property: only the next status is accepted from any status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLLOVER_STATUSES), fc.constantFrom(...ROLLOVER_STATUSES, 'paid', ''), (from, to) => {
        const move = { to, amountCents: 100, receivedDate: '2026-11-01' };
        const ok = statusMoveErrors(from, move, ctx).status.length === 0;
        expect(ok).toBe(to === nextRolloverStatus(from) && to !== 'letter_sent');
      }),
    );
  });

  test('property: a received amount is accepted exactly when it is a whole number of cents above 0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 10_000_000_000 }), fc.double({ noInteger: true })), (cents) => {
        const errors = statusMoveErrors(
          'funds_expected',
          { to: 'received', amountCents: cents, receivedDate: '2026-11-01' },
          ctx,
        );
        expect(errors.amount.length === 0).toBe(Number.isInteger(cents) && cents > 0);
      }),
    );
  });
});
