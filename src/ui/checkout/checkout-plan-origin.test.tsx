import 'reflect-metadata';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { fill, ownerAt, VALID } from '@/ui/checkout/checkout-test-kit';
import { PlanDetailsForm } from '@/ui/checkout/plan-details-form';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

// jsdom has no canvas: the plan step's signature pads draw on a 2D context that accepts every call and does nothing.
beforeAll(() => {
  const context = new Proxy({}, { get: (target: Record<string, unknown>, key: string) => target[key] ?? (() => undefined) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
});
afterAll(() => vi.restoreAllMocks());

/** The input labelled exactly `text`, or undefined. */
function field(text: string): HTMLInputElement | undefined {
  const label = [...view.host.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  const id = label?.getAttribute('for') ?? label?.querySelector('input')?.id;
  return id ? (view.host.querySelector(`[id="${id}"]`) as HTMLInputElement) : undefined;
}

describe('checkout: a plan already had elsewhere (decision 0343)', () => {
  test('the plan step offers the two origins, new by default; the existing one asks its date and number', async () => {
    const s = await ownerAt('planDetails');
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    const radios = [...view.host.querySelectorAll('input[type="radio"][name="plan_origin"]')] as HTMLInputElement[];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['A new plan', 'A plan I already have elsewhere']);
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(field('Original effective date')).toBeUndefined();
    await act(async () => s.vm.currentForm!.set('plan_origin', 'existing'));
    expect(field('Original effective date')?.type).toBe('date');
    expect(field('Plan number')).toBeTruthy();
  });

  test('continuing without them shows their messages; with them the plan is saved and the fees carry the takeover fee', async () => {
    const s = await ownerAt('planDetails');
    fill(s.vm, { ...VALID.planDetails, plan_origin: 'existing', plan_number: '501' });
    await s.vm.forward();
    expect(s.vm.currentForm!.messagesOf('plan_effective_date')).toEqual(['Original effective date is required']);
    expect(s.vm.currentForm!.messagesOf('plan_number')).toEqual(['Plan number must be three digits from 001 to 500']);
    expect(s.vm.fees.lineItems.map((i) => [i.label, i.amount])).toEqual([
      ['Plan fee', 300],
      ['Plan takeover fee', 250],
      ['Plan document generation', 200],
    ]);
    fill(s.vm, { plan_effective_date: '2015-03-01', plan_number: '002' });
    await s.vm.forward();
    expect(s.checkout.saves('planDetails')[0]).toMatchObject({
      plan_origin: 'existing',
      plan_effective_date: '2015-03-01',
      plan_number: '002',
    });
    expect(s.vm.fees.total).toBe(750);
  });

  test('a new plan saves neither field and keeps the setup fee', async () => {
    const s = await ownerAt('planDetails');
    fill(s.vm, { ...VALID.planDetails, plan_effective_date: '2015-03-01', plan_number: '002' });
    await s.vm.forward();
    const saved = s.checkout.saves('planDetails')[0];
    expect(saved.plan_origin).toBe('new');
    expect(saved).not.toHaveProperty('plan_number');
    expect(s.vm.fees.lineItems.map((i) => i.label)).toContain('Setup fee');
  });
});
