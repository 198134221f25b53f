import { describe, expect, test } from 'vitest';
import { checkoutSetup, fill, PNG, VALID, type CheckoutSetup } from '@/ui/checkout/checkout-test-kit';

const SPOUSE = { married: true, spouse_first_name: 'Bob', spouse_last_name: 'Lovelace', spouse_email: 'bob@example.com' };

async function ownerAtPlan(married: boolean): Promise<CheckoutSetup> {
  const s = checkoutSetup();
  await s.vm.activate();
  await s.vm.chooseRole('planOwner');
  fill(s.vm, married ? { ...VALID.personalDetails, ...SPOUSE } : VALID.personalDetails);
  await s.vm.forward();
  for (const key of ['identityDetails', 'employerDetails'] as const) {
    fill(s.vm, VALID[key]);
    await s.vm.forward();
  }
  expect(s.vm.currentKey).toBe('planDetails');
  return s;
}

describe("CheckoutViewModel: the spouse's consent is the domain's rule (decision 0081)", () => {
  test('a married owner needs the consent signature and its date; the messages are the domain messages', async () => {
    const s = await ownerAtPlan(true);
    fill(s.vm, VALID.planDetails);
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('planDetails');
    expect(s.vm.currentForm!.messagesOf('spouse_consent_signature')).toEqual(["Spouse's consent signature is required"]);
    expect(s.vm.currentForm!.messagesOf('spouse_consent_date')).toEqual(["Spouse's consent date is required"]);
    fill(s.vm, { spouse_consent_signature: PNG, spouse_consent_date: '2026-01-17' });
    expect(s.vm.currentForm!.messagesOf('spouse_consent_date')).toEqual(["Spouse's consent date can not be later than tomorrow"]);
    fill(s.vm, { spouse_consent_date: '2026-01-15' });
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
    const saved = s.checkout.saves('planDetails').at(-1)!;
    expect(saved).toMatchObject({ spouse_consent_signature: PNG, spouse_consent_date: '2026-01-15' });
    expect(saved).not.toHaveProperty('married');
  });

  test('an owner who is not married is never asked for the consent', async () => {
    const s = await ownerAtPlan(false);
    fill(s.vm, VALID.planDetails);
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('review');
  });

  test("the server's refusal of a missing consent shows beside the field", async () => {
    const s = await ownerAtPlan(false);
    s.checkout.stored.personalDetails = { ...s.checkout.stored.personalDetails, married: true };
    fill(s.vm, VALID.planDetails);
    await s.vm.forward();
    expect(s.vm.currentKey).toBe('planDetails');
    expect(s.vm.currentForm!.messagesOf('spouse_consent_signature')).toEqual(["Spouse's consent signature is required"]);
  });
});
