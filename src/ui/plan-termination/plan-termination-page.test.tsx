import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountApi } from '@/adapters/fakes/fake-account-api';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { MemoryKeyValueStorage } from '@/adapters/fakes/memory-key-value-storage';
import { FakePlanTerminationApi } from '@/adapters/fakes/fake-plan-termination-api';
import { Clock } from '@/ports/clock';
import { PlanTerminationApi } from '@/ports/plan-termination-api';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import PlanTerminationPage from '@/ui/plan-termination/plan-termination-page';
import { PlanTerminationViewModel } from '@/ui/plan-termination/plan-termination-view-model';
import { ContainerProvider } from '@/ui/shell/container-context';
import { stubCanvasPerFile } from '@/ui/kit/canvas-test-kit';

/** A 1x1 PNG: a drawn signature. */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const view = reactRootPerTest();

stubCanvasPerFile();

async function page(): Promise<{ api: FakePlanTerminationApi; vm: PlanTerminationViewModel }> {
  const clock = new FakeClock(new Date('2026-11-23T10:00:00Z'));
  const api = new FakePlanTerminationApi(clock);
  api.balanceCents = 250;
  const container = new Container({ autobind: true });
  const vm = new PlanTerminationViewModel(api, clock, new FakeAccountApi(), new MemoryKeyValueStorage());
  container.bind(PlanTerminationApi).toConstantValue(api);
  container.bind(Clock).toConstantValue(clock);
  container.bind(PlanTerminationViewModel).toConstantValue(vm);
  await view.render(
    <ContainerProvider container={container}>
      <PlanTerminationPage />
    </ContainerProvider>,
  );
  await vi.waitFor(() => expect(vm.state).toBeDefined());
  return { api, vm };
}

const text = (): string => view.host.textContent?.replace(/\s+/g, ' ') ?? '';
const button = (words: string): HTMLButtonElement | undefined =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === words);

describe('the plan termination page', () => {
  test('every control of the resolution is labelled; a bad date shows its message beside the field', async () => {
    const { vm } = await page();
    for (const id of Array.from(view.host.querySelectorAll('input'))
      .map((i) => i.id)
      .filter((id) => id !== '')) {
      const input = document.getElementById(id) as HTMLInputElement;
      if (input.type === 'checkbox' || input.type === 'hidden') continue;
      expect(input.labels?.length ?? 0, `input ${id}`).toBeGreaterThan(0);
    }
    await act(async () => vm.form.set('termination_date', '2026-11-01'));
    await act(async () => button('Sign the resolution')?.click());
    expect(text()).toContain('The termination date cannot be before the resolution date');
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  test('the confirmation is an alert dialog that says what terminating means; then the checklist', async () => {
    const { vm } = await page();
    await act(async () => {
      vm.form.set('signer_first_name', 'Avery');
      vm.form.set('signer_last_name', 'Quinn');
      vm.form.set('signer_title', 'Owner');
      vm.form.set('signature', SIGNATURE_PNG);
    });
    await act(async () => button('Sign the resolution')?.click());
    const dialog = document.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('This cannot be undone');
    expect(dialog?.textContent).toContain('a final Form 5500-EZ filed for the plan year, whatever the assets');
    await act(async () => button('Terminate the plan')?.click());
    await vi.waitFor(() => expect(text()).toContain('Terminating: 2 steps left'));
    expect(text()).toContain('Your account: $2.50 left.');
    expect(text()).toContain('A final return for plan year 2026 is required, whatever the assets');
    expect(view.host.querySelector('a[href="/contributions"]')?.textContent).toBe('Open the Form 5500-EZ card');
  });
});
