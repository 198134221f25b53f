import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { INVOICE_TERMS } from '@/domain/constants';
import { checkoutFees, invoiceDueDate, netDays } from './checkout-fees';
import { defaultProductConfig } from './product-config';

const config = defaultProductConfig({
  id: 'p',
  name: 'P',
  key: 'p',
  env_name: 'local',
  product_name: 'P',
  api_base_url: '/api',
  banks: [1, 2],
});

describe('checkoutFees', () => {
  test('plan 300, setup 50, plan document generation 200: total 550, Net 15', () => {
    expect(checkoutFees(config)).toEqual({
      lineItems: [
        { key: 'plan_fee', label: 'Plan fee', amount: 300, amountCents: 30000 },
        { key: 'setup_fee', label: 'Setup fee', amount: 50, amountCents: 5000 },
        { key: 'plan_doc_generation', label: 'Plan document generation', amount: 200, amountCents: 20000 },
      ],
      total: 550,
      totalCents: 55000,
      terms: 'Net 15',
    });
  });

  test('follows the configured fees, adding cents exactly', () => {
    const fees = checkoutFees({ ...config, plan_fee: 0.1, setup_fee: 0.2, plan_doc_generation: 0 });
    expect(fees.total).toBe(0.3);
    expect(fees.totalCents).toBe(30);
  });
});

describe('invoiceDueDate', () => {
  test('is the issue date plus 15 days under the default Net 15 terms', () => {
    expect(netDays(INVOICE_TERMS.label)).toBe(INVOICE_TERMS.dueInDays);
    expect(invoiceDueDate('2023-11-01')).toBe('2023-11-16');
    expect(invoiceDueDate('2023-12-20')).toBe('2024-01-04');
    expect(invoiceDueDate('2024-02-20')).toBe('2024-03-06');
  });

  test('follows other Net terms and rejects bad dates or terms', () => {
    expect(invoiceDueDate('2023-11-01', 'Net 30')).toBe('2023-12-01');
    expect(invoiceDueDate('2023-02-30')).toBeUndefined();
    expect(invoiceDueDate('11/01/2023')).toBeUndefined();
    expect(invoiceDueDate('2023-11-01', 'Due on receipt')).toBeUndefined();
  });

  test('property: the due date is 15 calendar days after any valid issue date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1901-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const issued = date.toISOString().slice(0, 10);
          const due = invoiceDueDate(issued) as string;
          const days = (Date.parse(`${due}T00:00:00Z`) - Date.parse(`${issued}T00:00:00Z`)) / 86_400_000;
          expect(days).toBe(15);
        },
      ),
    );
  });
});
