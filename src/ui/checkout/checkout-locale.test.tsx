import 'reflect-metadata';
import { describe, expect, test } from 'vitest';
import { checkoutSetup, ownerAt } from '@/ui/checkout/checkout-test-kit';
import { ReviewStep } from '@/ui/checkout/review-step';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

const CASES = [
  { locale: 'en-US', expiry: 'Jan 1, 2030', total: '$550.00' },
  { locale: 'en-GB', expiry: '1 Jan 2030', total: 'US$550.00' },
  { locale: 'de-DE', expiry: '1. Jan. 2030', total: '550,00\u00a0$' },
] as const;

describe("the checkout's review writes money and dates in the user's locale (decision 0203)", () => {
  test.each(CASES)('$locale', async ({ locale, expiry, total }) => {
    const s = await ownerAt('review', checkoutSetup({ locale }));
    expect(s.vm.locale).toBe(locale);
    const identity = s.vm.reviewSections.find((section) => section.key === 'identityDetails')!;
    expect(identity.rows).toContainEqual({ label: 'Expiration date', value: expiry });
    const host = await view.render(<ReviewStep vm={s.vm} />);
    expect(host.querySelector('[data-testid="fees-total"]')?.textContent).toBe(total);
    expect(host.textContent).toContain(expiry);
  });

  test('no locale known: en-US', async () => {
    const s = await ownerAt('review', checkoutSetup());
    expect(s.vm.locale).toBeUndefined();
    const identity = s.vm.reviewSections.find((section) => section.key === 'identityDetails')!;
    expect(identity.rows).toContainEqual({ label: 'Expiration date', value: 'Jan 1, 2030' });
  });
});
