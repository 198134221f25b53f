import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/ports/api-client';
import { AccountApi } from '@/ports/account-api';
import { CheckoutApi } from '@/ports/checkout-api';
import { Clock } from '@/ports/clock';
import { KeyValueStorage } from '@/ports/key-value-storage';
import { Navigation } from '@/ports/navigation';
import { UserLocale } from '@/ports/user-locale';
import { FixedUserLocale } from '@/adapters/fakes/fixed-user-locale';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import CheckoutPage from '@/ui/checkout/checkout-page';
import { checkoutSetup, VALID, type CheckoutSetup } from '@/ui/checkout/checkout-test-kit';
import { ContainerProvider } from '@/ui/shell/container-context';
import { afterMicrotasks, outsideAct, reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

/** The whole checkout page over the fakes of checkoutSetup, bound the way the app's container binds its ports. */
async function renderPage(setup: CheckoutSetup, adminMode: AdminModeStore): Promise<HTMLElement> {
  const container = new Container({ autobind: true });
  container.bind(CheckoutApi).toConstantValue(setup.checkout);
  container.bind(AccountApi).toConstantValue(setup.accounts);
  container.bind(Clock).toConstantValue(setup.clock);
  container.bind(Navigation).toConstantValue(setup.navigation);
  container.bind(KeyValueStorage).toConstantValue(setup.storage);
  container.bind(UserLocale).toConstantValue(new FixedUserLocale('en-US'));
  container.bind(AdminModeStore).toConstantValue(adminMode);
  return view.render(<ContainerProvider container={container}>{<CheckoutPage />}</ContainerProvider>);
}

/** checkoutSetup's view-model holds the admin-mode store the page's own view-model gets too. */
function adminModeOf(setup: CheckoutSetup): AdminModeStore {
  return (setup.vm as unknown as { adminMode: AdminModeStore }).adminMode;
}

const heading = (el: HTMLElement): string | null | undefined => el.querySelector('h1')?.textContent;
const buttonNamed = (el: HTMLElement, name: string): HTMLButtonElement | undefined =>
  [...el.querySelectorAll('button')].find((b) => b.textContent?.includes(name));

describe('the checkout page: role choice, steps, resume and a failed load', () => {
  test('a first visit asks the role with two buttons and no form; choosing shows the steps and focuses the first field', async () => {
    const setup = checkoutSetup();
    const el = await renderPage(setup, adminModeOf(setup));
    await vi.waitFor(() => expect(heading(el)).toBe('Set up your individual 401(k)'));
    const owner = buttonNamed(el, 'I am the plan owner')!;
    const participant = buttonNamed(el, 'I am a participant')!;
    for (const option of [owner, participant]) {
      expect(option.type).toBe('button');
      expect(option.textContent).not.toBe('');
    }
    expect(el.querySelector('form, input')).toBeNull();

    await act(async () => owner.click());
    await vi.waitFor(() => expect(heading(el)).toBe('Personal Details'), { timeout: 10_000 });
    expect(el.querySelector('.eyebrow')?.textContent).toBe('Plan owner checkout');
    // The step's first control (its title, a select) has the focus, not the page.
    const first = el.querySelector('form')?.querySelector('input, select, textarea');
    expect(first).toBe(el.querySelector('select[name="title"]'));
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
    await vi.waitFor(() => expect(setup.checkout.progress).toEqual({ currentStep: 'personalDetails', variant: 'planOwner' }));
  });

  test("choosing the role: the first step's form replaces the choice in a background render, not in the click's", async () => {
    const setup = checkoutSetup();
    const el = await renderPage(setup, adminModeOf(setup));
    await vi.waitFor(() => expect(heading(el)).toBe('Set up your individual 401(k)'));
    await outsideAct(async () => {
      buttonNamed(el, 'I am the plan owner')!.click();
      await afterMicrotasks();
      expect(heading(el)).toBe('Set up your individual 401(k)');
      await vi.waitFor(() => expect(heading(el)).toBe('Personal Details'), { timeout: 10_000 });
      await vi.waitFor(() => expect(document.activeElement).toBe(el.querySelector('select[name="title"]')));
    });
  });

  test('a checkout begun earlier opens at its step without asking the role again, the heading not focused', async () => {
    const setup = checkoutSetup();
    setup.checkout.seed('personalDetails', VALID.personalDetails);
    setup.checkout.progress = { currentStep: 'identityDetails', variant: 'planOwner' };
    const el = await renderPage(setup, adminModeOf(setup));
    await vi.waitFor(() => expect(heading(el)).toBe('Identity Details'), { timeout: 10_000 });
    expect(buttonNamed(el, 'I am the plan owner')).toBeUndefined();
    expect(el.querySelector('[aria-label="Checkout steps"]')).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  test('a checkout that could not be loaded says so, and Try again loads it', async () => {
    const setup = checkoutSetup();
    setup.checkout.failing.set('checkout', new ApiError('Request failed with status code 503', 'ERR_BAD_RESPONSE', 503));
    const el = await renderPage(setup, adminModeOf(setup));
    for (let attempt = 1; attempt < 3; attempt += 1) {
      await vi.waitFor(() => expect(setup.clock.pendingTimers()).toBe(1));
      await act(async () => setup.clock.advance(1_000));
    }
    await vi.waitFor(() =>
      expect(el.querySelector('[role="alert"]')?.textContent).toBe('Your checkout could not be loaded. Try again later.'),
    );
    expect(heading(el)).toBe('Checkout');

    // The server answers again.
    setup.checkout.failing.clear();
    await act(async () => buttonNamed(el, 'Try again')!.click());
    await vi.waitFor(() => expect(heading(el)).toBe('Set up your individual 401(k)'));
  });
});
