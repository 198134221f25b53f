import 'reflect-metadata';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { checkoutSetup, fill, ownerAt, VALID } from '@/ui/checkout/checkout-test-kit';
import { IN_SERVICE_HINT, PlanDetailsForm, SPOUSE_CONSENT_HINT } from '@/ui/checkout/plan-details-form';
import { ReviewStep } from '@/ui/checkout/review-step';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { stubCanvasPerFile } from '@/ui/kit/canvas-test-kit';

const view = reactRootPerTest();

stubCanvasPerFile();

/** The checkbox whose label reads exactly `text`. */
function checkbox(text: string): HTMLInputElement {
  const label = [...view.host.querySelectorAll('label')].find((l) => l.textContent === text);
  const input = label?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!input) throw new Error(`No checkbox labelled ${text}`);
  return input;
}

/** Texts of the elements an element's aria-describedby names. */
const describedTexts = (el: Element): string[] =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing ${id})`);

/** Names of the form controls a Tab moves through, in order (jsdom does not move focus on Tab itself). */
const tabOrder = (): string[] =>
  [...view.host.querySelectorAll<HTMLInputElement>('input, select, textarea, button')]
    .filter((el) => !el.disabled && el.tabIndex >= 0 && el.name)
    .map((el) => el.name);

/**
 * Space on the focused control as a browser handles it: keydown, then (unless a handler cancels it) the checkbox's
 * activation click, then keyup. The real key press in Chromium is in e2e/checkout.test.ts.
 */
async function pressSpace(el: HTMLElement): Promise<void> {
  await act(async () => {
    el.focus();
    expect(document.activeElement).toBe(el);
    const down = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    if (el.dispatchEvent(down)) el.click();
    el.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
  });
}

describe("the plan step's distribution settings (decision 0222)", () => {
  test('two labelled checkboxes, on by default, each described by its help text, reached by Tab after the Roth options', async () => {
    const s = await ownerAt('planDetails');
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    const inService = checkbox('Allow in-service distributions');
    const consent = checkbox("Require the spouse's consent to distributions");
    expect([inService.checked, consent.checked]).toEqual([true, true]);
    expect(describedTexts(inService)).toEqual([IN_SERVICE_HINT]);
    expect(describedTexts(consent)).toEqual([SPOUSE_CONSENT_HINT]);
    expect(IN_SERVICE_HINT).toBe(
      'Lets a participant who still works for the business ask for an in-service distribution: money out of the plan ' +
        'from age 59½. Turn this off and such requests are refused.',
    );
    expect(SPOUSE_CONSENT_HINT).toBe(
      'A married participant must confirm that their spouse agrees before a distribution is paid out. ' +
        'Turn this off and no consent is asked.',
    );
    const order = tabOrder();
    expect(order.slice(order.indexOf('plan_roth_roll'), order.indexOf('plan_roth_roll') + 4)).toEqual([
      'plan_roth_roll',
      'plan_roth_employer',
      'plan_in_service',
      'plan_spouse_consent',
    ]);
    const legend = inService.closest('fieldset')?.querySelector('legend')?.textContent;
    expect(legend).toBe('Distributions');
  });

  test('Roth employer contributions: a labelled checkbox, off by default, described by what it means', async () => {
    const s = await ownerAt('planDetails');
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    const rothEmployer = checkbox('Allow Roth employer contributions');
    expect(rothEmployer.checked).toBe(false);
    expect(describedTexts(rothEmployer)).toEqual([
      'Profit sharing and matching deposits may then be designated Roth: taxed the year they go in, tax-free later (SECURE 2.0).',
    ]);
    await pressSpace(rothEmployer);
    expect(s.vm.currentForm?.values.plan_roth_employer).toBe(true);
  });

  test('Space turns each off and on again; the choice is kept in the draft and survives a reload', async () => {
    const s = await ownerAt('planDetails');
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    await pressSpace(checkbox('Allow in-service distributions'));
    await pressSpace(checkbox("Require the spouse's consent to distributions"));
    expect([
      checkbox('Allow in-service distributions').checked,
      checkbox("Require the spouse's consent to distributions").checked,
    ]).toEqual([false, false]);
    expect(s.vm.currentForm!.values).toMatchObject({ plan_in_service: false, plan_spouse_consent: false });
    await pressSpace(checkbox("Require the spouse's consent to distributions"));
    expect(s.vm.currentForm!.values).toMatchObject({ plan_in_service: false, plan_spouse_consent: true });

    view.remount();
    const reloaded = checkoutSetup({ storage: s.storage, checkout: s.checkout });
    await reloaded.vm.activate();
    expect(reloaded.vm.currentKey).toBe('planDetails');
    await view.render(<PlanDetailsForm vm={reloaded.vm} form={reloaded.vm.currentForm!} />);
    expect([
      checkbox('Allow in-service distributions').checked,
      checkbox("Require the spouse's consent to distributions").checked,
    ]).toEqual([false, true]);
  });

  test('the saved step carries the booleans and the review shows words, never true or false', async () => {
    const s = await ownerAt('planDetails');
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    await act(async () => fill(s.vm, VALID.planDetails));
    await pressSpace(checkbox('Allow in-service distributions'));
    await act(async () => s.vm.forward());
    expect(s.vm.currentKey).toBe('review');
    expect(s.checkout.saves('planDetails').at(-1)).toMatchObject({ plan_in_service: false, plan_spouse_consent: true });

    view.remount();
    await view.render(<ReviewStep vm={s.vm} />);
    const rows = Object.fromEntries(
      [...view.host.querySelectorAll('.review-list__row')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(rows['In-service distributions']).toBe('Not allowed');
    expect(rows["Spouse's consent to distributions"]).toBe('Required');
    expect(Object.values(rows)).not.toContain('true');
    expect(Object.values(rows)).not.toContain('false');
  });

  test('a plan saved before the settings existed shows both on, as the distribution rules read it', async () => {
    const s = checkoutSetup();
    s.checkout.seed('personalDetails', VALID.personalDetails);
    s.checkout.seed('identityDetails', VALID.identityDetails);
    s.checkout.seed('employerDetails', VALID.employerDetails);
    s.checkout.seed('planDetails', { ...VALID.planDetails, plan_spouse_consent: null });
    s.checkout.progress = { currentStep: 'planDetails', variant: 'planOwner' };
    await s.vm.activate();
    expect(s.vm.currentKey).toBe('planDetails');
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    expect([
      checkbox('Allow in-service distributions').checked,
      checkbox("Require the spouse's consent to distributions").checked,
    ]).toEqual([true, true]);
  });
  test('a loan rate outside prime plus 1 to 2% is described by a warning beside the field, gone once within it', async () => {
    const s = await ownerAt('planDetails');
    await vi.waitFor(() => expect(s.vm.primeRate).toBe(7.5));
    await view.render(<PlanDetailsForm vm={s.vm} form={s.vm.currentForm!} />);
    const rate = (): HTMLInputElement => {
      const label = [...view.host.querySelectorAll('label')].find((l) => l.textContent === 'Loan interest rate (%)');
      const input = document.getElementById(label?.getAttribute('for') ?? '');
      if (!(input instanceof HTMLInputElement)) throw new Error('No loan interest rate field');
      return input;
    };
    await act(async () => s.vm.currentForm!.set('loan_interest_rate', '5'));
    expect(describedTexts(rate()).join(' ')).toContain(
      'A rate of 5% is below the usual guide for plan loans: prime plus 1 to 2%, 8.5% to 9.5% with prime at 7.5%.',
    );
    expect(view.host.querySelector('.kit-field__warning')?.textContent).toContain('You can keep it');
    await act(async () => s.vm.currentForm!.set('loan_interest_rate', '9'));
    expect(describedTexts(rate())).toEqual(['From 1 to 100']);
    expect(view.host.querySelector('.kit-field__warning')).toBeNull();
  });
});
