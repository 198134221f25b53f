import { describe, expect, test } from 'vitest';
import { checkoutApiContract } from '@/adapters/contracts/checkout-api.contract';
import { ApiError } from '@/ports/api-client';
import { FakeCheckoutApi } from './fake-checkout-api';
import { FakeClock } from './fake-clock';

checkoutApiContract('FakeCheckoutApi', async () => ({ api: new FakeCheckoutApi(new FakeClock()) }));

describe('FakeCheckoutApi', () => {
  test('once paid, the filed documents are listed and downloaded; calls are recorded; failNext fails once', async () => {
    const checkout = new FakeCheckoutApi(new FakeClock());
    await checkout.createInvoice();
    checkout.markPaid();
    checkout.planDocuments = [{ id: 'd-1', name: 'Adoption', versionId: 'v-1', fileName: 'Adoption.pdf' }];
    checkout.failNext = new ApiError('Network Error', 'ERR_NETWORK');
    await expect(checkout.documents()).rejects.toThrow('Network Error');
    const [document] = await checkout.documents();
    await checkout.download(document);
    expect(checkout.downloads).toEqual(['Adoption.pdf']);
    expect((await checkout.invoices())[0]).toMatchObject({ status: 'paid', paidAt: '2026-01-15T12:00:00.000Z' });
    expect(checkout.calls).toEqual(['createInvoice', 'documents', 'documents', 'download:d-1', 'invoices']);
  });

  test('the plan step reads married from the saved personal details, not from its body', async () => {
    const checkout = new FakeCheckoutApi(new FakeClock()).seed('personalDetails', { married: true });
    await expect(checkout.saveStep('planDetails', { married: false })).rejects.toMatchObject({ status: 400 });
    expect(checkout.saves('planDetails')).toEqual([{ married: false }]);
  });
});
