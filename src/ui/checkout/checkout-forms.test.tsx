import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { checkoutSetup, fill, VALID } from '@/ui/checkout/checkout-test-kit';
import { ContributionTypesFieldset } from '@/ui/checkout/contribution-types-fieldset';
import { EmployerDetailsForm } from '@/ui/checkout/employer-details-form';
import { PersonalDetailsForm } from '@/ui/checkout/personal-details-form';
import { FIELD_LABELS } from '@/ui/checkout/field-labels';
import { StepForm } from '@/ui/kit/step-form';
import { stepDefaults, stepRules } from '@/ui/checkout/step-settings';
import { StepList } from '@/ui/kit/step-list';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

/** The input or select labelled exactly `text`. */
function field(text: string): HTMLInputElement {
  const label = [...view.host.querySelectorAll('label')].find((l) => l.textContent === text);
  if (!label) throw new Error(`No label ${text}`);
  const id = label.getAttribute('for') ?? label.querySelector('input')?.id;
  return view.host.querySelector(`[id="${id}"]`) as HTMLInputElement;
}

async function personalForm() {
  const s = checkoutSetup();
  await s.vm.activate();
  await s.vm.chooseRole('planOwner');
  await view.render(<PersonalDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
  return s;
}

describe('checkout step forms', () => {
  test('a field left with an error is marked invalid and described by its message', async () => {
    const s = await personalForm();
    const first = field('First name');
    expect(first.getAttribute('aria-invalid')).toBeNull();
    await act(async () => s.vm.currentForm!.blur('first_name'));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    const described = first
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('First name is required');
  });

  test('mailing and spouse fields appear with their flags; the SSN is typed masked', async () => {
    const s = await personalForm();
    expect(view.host.textContent).not.toContain('Mailing street');
    expect(view.host.textContent).not.toContain("Spouse's first name");
    await act(async () => fill(s.vm, { different_mailing_address: true, married: true }));
    expect(field('Mailing street')).toBeTruthy();
    expect(field("Spouse's first name")).toBeTruthy();
    expect(field('Social Security number').type).toBe('password');
  });

  test('a saved SSN shows only its last four digits', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('planOwner');
    fill(s.vm, VALID.personalDetails);
    await s.vm.forward();
    await s.vm.back();
    await view.render(<PersonalDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    expect(view.host.querySelector('[data-testid="ssn-masked"]')?.textContent).toBe('***-**-6780');
    expect(view.host.innerHTML).not.toContain('123-45-6780');
  });

  test('the fiscal-year-end date shows only for fiscalBased', async () => {
    const form = new StepForm(() => ({}), stepDefaults('employerDetails'), undefined, FIELD_LABELS);
    await view.render(<EmployerDetailsForm form={form} />);
    expect(view.host.textContent).not.toContain('Fiscal year end date');
    await act(async () => form.set('employer_fiscal_year_end', 'fiscalBased'));
    expect(field('Fiscal year end date').type).toBe('date');
    await act(async () => form.set('employer_fiscal_year_end', 'calendarBased'));
    expect(view.host.textContent).not.toContain('Fiscal year end date');
  });

  test('the six contribution types each have enabled, and percent and amount once enabled', async () => {
    const form = new StepForm(() => ({}), stepDefaults('planDetails'), undefined, FIELD_LABELS);
    await view.render(<ContributionTypesFieldset form={form} />);
    const boxes = [...view.host.querySelectorAll('input[type="checkbox"]')].map((i) => i.closest('label')?.textContent);
    expect(boxes).toEqual(['Deferral Pre-Tax', 'Deferral Roth', 'Profit Sharing', 'Roll Overs', 'After Tax', 'Employer Match']);
    await act(async () => form.set('contribution_employer_match_enabled', true));
    expect(field('Employer Match percent')).toBeTruthy();
    expect(field('Employer Match amount ($)')).toBeTruthy();
    // Each field says what its percent and amount mean for that type.
    const hints = (label: string): string[] =>
      (field(label).getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(hints('Employer Match percent')).toContain("The employer's match as a share of your deferrals (0 to 100)");
    await act(async () => form.set('contribution_roll_overs_enabled', true));
    expect(hints('Roll Overs percent')).toContain('Not used for rollovers: leave 0');
    expect(hints('Roll Overs amount ($)')).toContain(
      'What you expect to roll in from another plan or IRA, in dollars; rollovers count against no limit (IRC 402(c))',
    );
  });

  test('with no type ticked, continuing shows the message beside the first type, and ticking one clears it (decision 0289)', async () => {
    const ctx = { now: new Date('2026-11-22T12:00:00Z'), married: false };
    const form = new StepForm((v) => stepRules('planDetails', v, ctx), stepDefaults('planDetails'), undefined, FIELD_LABELS);
    await view.render(<ContributionTypesFieldset form={form} />);
    expect(view.host.querySelector('[role="alert"]')).toBeNull();
    await act(async () => form.submit());
    const alert = view.host.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Choose at least one contribution type for the plan');
    const first = view.host.querySelector('input[type="checkbox"]');
    expect(first?.getAttribute('aria-describedby')).toBe(alert?.id);
    await act(async () => form.set('contribution_profit_sharing_enabled', true));
    expect(view.host.querySelector('[role="alert"]')).toBeNull();
  });

  test('the step list names each status and marks the current step', async () => {
    const s = checkoutSetup();
    await s.vm.activate();
    await s.vm.chooseRole('participant');
    await view.render(<StepList steps={s.vm.steps} label="Checkout steps" />);
    const items = [...view.host.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual([
      '1Personal Details (current step)',
      '2Identity Details (upcoming)',
      '3Signer Details (upcoming)',
      '4Checkout (final step)',
    ]);
    expect(items[0].getAttribute('aria-current')).toBe('step');
  });
});
