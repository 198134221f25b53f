import { describe, expect, test } from 'vitest';
import type { CheckoutApi } from '@/ports/checkout-api';
import { refusal } from './contract-kit';
import { PERSONAL_DETAILS_FIXTURE } from '@/domain/checkout/checkout-record-fixtures';

/** A plan owner who has not started the checkout; the subject's day is 2026-01-15. */
export interface CheckoutSubject {
  api: CheckoutApi;
}

/** Valid personal details on 2026-01-15 (the spec's field names). */
const PERSONAL = PERSONAL_DETAILS_FIXTURE;

/**
 * The CheckoutApi contract (decision 0302): what the in-memory fake and the HTTP adapter against the embedded server
 * both do. Amounts in cents; step values and field messages keep the spec's field names.
 */
export function checkoutApiContract(name: string, subject: () => Promise<CheckoutSubject>): void {
  describe(`CheckoutApi contract: ${name}`, () => {
    test('a new checkout: the first step, the plan owner, nothing saved, no invoice, no documents yet', async () => {
      const { api } = await subject();
      expect(await api.checkout()).toEqual({ currentStep: 'personalDetails', variant: 'planOwner', steps: {} });
      expect(await api.step('planDetails')).toEqual({ stepKey: 'planDetails', values: {}, complete: false, updatedAt: null });
      expect(await api.invoices()).toEqual([]);
      expect(await refusal(api.documents())).toMatchObject({ status: 409, message: 'The checkout is not paid yet' });
    });

    test('the resume point and the role are saved; a step of another flow is refused', async () => {
      const { api } = await subject();
      const moved = await api.saveProgress('signerDetails', 'participant');
      expect(moved).toMatchObject({ currentStep: 'signerDetails', variant: 'participant' });
      expect(await api.checkout()).toEqual(moved);
      expect(await refusal(api.saveProgress('employerDetails', 'participant'))).toMatchObject({
        status: 400,
        fields: { current_step: ['employerDetails is not a step of the participant flow'] },
      });
    });

    test("a step against the rules gets the domain's messages by field; a saved one answers the SSN masked", async () => {
      const { api } = await subject();
      const refused = await refusal(api.saveStep('personalDetails', { ...PERSONAL, first_name: '', DOB: '2030-01-01' }));
      expect(refused.status).toBe(400);
      expect(refused.fields).toEqual({ DOB: ['Date Must be in the past'], first_name: ['First name is required'] });
      expect((await api.checkout()).steps).toEqual({});

      const saved = await api.saveStep('personalDetails', PERSONAL);
      expect(saved).toMatchObject({ stepKey: 'personalDetails', complete: true, updatedAt: expect.any(String) });
      expect(saved.values).toMatchObject({ first_name: 'Ada', DOB: '1980-12-10', ssn_number: '***-**-6780' });
      expect((await api.checkout()).steps).toEqual({ personalDetails: saved });
      expect(await api.step('personalDetails')).toEqual(saved);
      // The masked SSN sent back keeps the stored number.
      const again = await api.saveStep('personalDetails', { ...saved.values, city: 'Chicago' });
      expect(again.values).toMatchObject({ city: 'Chicago', ssn_number: '***-**-6780' });
    });

    test("the prime rate the plan step's loan-rate guide reads: the server's default 7.5%, before any plan", async () => {
      const { api } = await subject();
      expect(await api.primeRatePercent()).toBe(7.5);
    });

    test('the checkout invoice: the fees in cents, Net 15, one open invoice at a time', async () => {
      const { api } = await subject();
      const invoice = await api.createInvoice();
      expect(invoice).toMatchObject({
        lines: [
          { code: 'plan_fee', amountCents: 30_000 },
          { code: 'setup_fee', amountCents: 5_000 },
          { code: 'plan_doc_generation', amountCents: 20_000 },
        ],
        totalCents: 55_000,
        currency: 'usd',
        terms: 'Net 15',
        status: 'open',
        paidAt: null,
      });
      expect(Date.parse(invoice.dueAt) - Date.parse(invoice.issuedAt)).toBe(15 * 86_400_000);
      expect((await api.createInvoice()).id).toBe(invoice.id);
      expect(await api.invoices()).toEqual([invoice]);
    });
  });
}
