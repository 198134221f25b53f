import { describe, expect, test } from 'vitest';
import { SIGNATURE_PNG } from '@/adapters/contracts/contract-kit';
import { loansApiContract } from '@/adapters/contracts/loans-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeLoansApi } from './fake-loans-api';

const NOW = new Date('2026-11-23T10:00:00Z');

loansApiContract('FakeLoansApi', async () => ({
  api: new FakeLoansApi(new FakeClock(NOW)),
  today: '2026-11-23',
  vestedBalanceCents: 6_000_000,
}));

describe('FakeLoansApi', () => {
  test('a payment not made by its due date is missed, curable until the end of the next quarter, on the clock of the test', async () => {
    const clock = new FakeClock(NOW);
    const loans = new FakeLoansApi(clock);
    const applied = await loans.apply(
      { amountCents: 1_200_000, purpose: 'general', termMonths: 12, frequency: 'monthly' },
      'k-1',
    );
    await loans.sign(applied.id, { signature: SIGNATURE_PNG, signerName: 'Jordan Quinn' });
    clock.advance(31 * 24 * 3600 * 1000);
    const [loan] = await loans.loans();
    expect(loan.missedPayment).toEqual({ number: 1, dueDate: '2026-12-23', cureDeadline: '2027-03-31', state: 'curable' });
    expect(loan.nextPayment).toMatchObject({ number: 1, dueDate: '2026-12-23' });
  });

  test('a plan without loans refuses; failNext fails the next call once; calls are recorded', async () => {
    const loans = new FakeLoansApi(new FakeClock(NOW));
    loans.plan = { ...loans.plan, allowed: false };
    expect((await loans.terms()).maxAmountCents).toBe(0);
    await expect(
      loans.apply({ amountCents: 500_000, purpose: 'general', termMonths: 12, frequency: 'monthly' }, 'k'),
    ).rejects.toMatchObject({ status: 409, body: { error: 'loans_not_allowed', message: 'Your plan does not allow loans' } });
    loans.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(loans.loans()).rejects.toThrow('Network Error');
    expect(await loans.loans()).toEqual([]);
    expect(loans.calls).toEqual(['terms', 'apply', 'loans', 'loans']);
  });
});
