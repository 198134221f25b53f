import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkoutFees } from './checkout-fees';
import { defaultProductConfig } from './product-config';
import { parseProductConfig } from './parse-product-config';

const identity = {
  id: 'p',
  name: 'P',
  key: 'p',
  env_name: 'local',
  product_name: 'P',
  api_base_url: '/api',
  banks: [1, 2] as [number, number],
};
const config = defaultProductConfig(identity);

describe('checkout fees of a plan taken over (decision 0343)', () => {
  test('plan 300, takeover 250, plan document generation 200: total 750, the setup fee not charged', () => {
    const fees = checkoutFees(config, 'existing');
    expect(fees.lineItems.map((l) => [l.key, l.label, l.amountCents])).toEqual([
      ['plan_fee', 'Plan fee', 30000],
      ['plan_takeover_fee', 'Plan takeover fee', 25000],
      ['plan_doc_generation', 'Plan document generation', 20000],
    ]);
    expect(fees.total).toBe(750);
  });

  test('property: the total is the sum of the configured fees in cents, the takeover fee in place of the setup fee', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        cents,
        fc.constantFrom('new' as const, 'existing' as const),
        (plan, setup, docs, takeover, origin) => {
          const fees = checkoutFees(
            {
              ...config,
              plan_fee: plan / 100,
              setup_fee: setup / 100,
              plan_doc_generation: docs / 100,
              plan_takeover_fee: takeover / 100,
            },
            origin,
          );
          // Independent reading: a new plan pays plan + setup + documents; a plan taken over pays plan + takeover + documents.
          const expected = origin === 'existing' ? plan + takeover + docs : plan + setup + docs;
          expect(fees.totalCents).toBe(expected);
          expect(fees.lineItems.some((l) => l.key === 'setup_fee')).toBe(origin === 'new');
          expect(fees.lineItems.some((l) => l.key === 'plan_takeover_fee')).toBe(origin === 'existing');
        },
      ),
    );
  });

  test('the configuration reads plan_takeover_fee, 250 by default, and refuses a negative one', () => {
    const base = { ...identity };
    const read = parseProductConfig(base);
    expect(read.ok && read.value.plan_takeover_fee).toBe(250);
    const set = parseProductConfig({ ...base, plan_takeover_fee: 400 });
    expect(set.ok && set.value.plan_takeover_fee).toBe(400);
    expect(parseProductConfig({ ...base, plan_takeover_fee: -1 }).ok).toBe(false);
  });
});
