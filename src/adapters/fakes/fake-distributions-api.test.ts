import { describe, expect, test } from 'vitest';
import { SIGNATURE_PNG } from '@/adapters/contracts/contract-kit';
import { distributionsApiContract } from '@/adapters/contracts/distributions-api.contract';
import { distributionRecordFixture } from '@/domain/distributions/distribution-record-fixtures';
import { ApiError } from '@/ports/api-client';
import { FakeClock } from './fake-clock';
import { FakeDistributionsApi } from './fake-distributions-api';

const NOW = new Date('2026-11-23T10:00:00Z');

distributionsApiContract('FakeDistributionsApi', async () => {
  const api = new FakeDistributionsApi(new FakeClock(NOW));
  api.dob = '1980-04-02';
  api.settingsOf = { ...api.settingsOf, married: true };
  api.vestedCents = 25_000_00;
  api.conversionsOf = {
    ...api.conversionsOf,
    afterTax: { balanceCents: 5_000_00, basisCents: 5_000_00, earningsCents: 0 },
    preTaxCents: 20_000_00,
    convertible: api.conversionsOf.convertible.map((c) => ({
      ...c,
      availableCents: c.account === 'after_tax' ? 5_000_00 : c.account === 'pre_tax' ? 20_000_00 : 0,
    })),
  };
  return { api };
});

describe('FakeDistributionsApi', () => {
  test('a paid SECURE 2.0 withdrawal is repaid within its limits, once per intent', async () => {
    const api = new FakeDistributionsApi(new FakeClock(NOW)).seed(
      distributionRecordFixture({ id: 'd-9', kind: 'emergency_expense', amountCents: 800_00 }),
    );
    await api.moveStatus('d-9', 'approved');
    expect((await api.moveStatus('d-9', 'paid')).repayableUntil).toBe('2029-11-23');
    expect(await api.repay('d-9', 800_01, 'k-0').catch((e: ApiError) => e.body)).toEqual({
      error: 'validation',
      fields: { amount_cents: ['The most you can repay is $800.00'] },
    });
    const repaid = await api.repay('d-9', 300_00, 'k-1');
    expect(await api.repay('d-9', 300_00, 'k-1')).toEqual(repaid);
    expect(repaid).toMatchObject({ repaidCents: 300_00, repayments: [{ amountCents: 300_00, repaidOn: '2026-11-23' }] });
  });

  test('support moves a request along on the status rules; a rejection needs its reason', async () => {
    const api = new FakeDistributionsApi(new FakeClock(NOW)).seed(distributionRecordFixture({ id: 'd-1' }));
    expect((await api.moveStatus('d-1', 'approved')).status).toBe('approved');
    expect(await api.moveStatus('d-1', 'rejected').catch((e: ApiError) => e.body)).toEqual({
      error: 'validation',
      fields: { reason: ['Reason is required'] },
    });
    const rejected = await api.moveStatus('d-1', 'rejected', ' Not eligible ');
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: 'Not eligible' });
    expect(rejected.history.map((h) => h.status)).toEqual(['approved', 'rejected']);
    expect(await api.moveStatus('d-1', 'paid').catch((e: ApiError) => e.body)).toEqual({
      error: 'validation',
      fields: { status: ['This request is rejected and cannot change'] },
    });
  });

  test('a hardship citing a document not in the library is refused; seeded requests list newest first; failNext fails once', async () => {
    const api = new FakeDistributionsApi(new FakeClock(NOW)).seed(
      distributionRecordFixture({ id: 'new' }),
      distributionRecordFixture({ id: 'old' }),
    );
    api.dob = '1990-05-01';
    const refused = await api
      .request(
        {
          kind: 'hardship',
          amountCents: 100_00,
          sources: ['pre_tax'],
          paymentMethod: 'check',
          withholdingPercent: 10,
          description: 'Bills',
          hardshipReason: 'medical',
          needCents: 100_00,
          documentId: 'document-9',
          signature: SIGNATURE_PNG,
          spouseConsent: false,
        },
        'k-1',
      )
      .catch((e: ApiError) => e.body);
    expect(refused).toEqual({ error: 'validation', fields: { document_id: ['Document not found'] } });
    api.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(api.distributions()).rejects.toThrow('Network Error');
    expect((await api.distributions()).map((d) => d.id)).toEqual(['new', 'old']);
    expect(api.calls).toEqual(['request', 'distributions', 'distributions']);
  });
});
