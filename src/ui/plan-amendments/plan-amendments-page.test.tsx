import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeClock } from '@/adapters/fakes/fake-clock';
import { FakePlanAmendmentsApi } from '@/adapters/fakes/fake-plan-amendments-api';
import { PlanAmendmentsApi } from '@/ports/plan-amendments-api';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import PlanAmendmentsPage from '@/ui/plan-amendments/plan-amendments-page';
import { PlanAmendmentsViewModel } from '@/ui/plan-amendments/plan-amendments-view-model';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';
import { stubCanvasPerFile } from '@/ui/kit/canvas-test-kit';

const view = reactRootPerTest();

stubCanvasPerFile();
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function page(
  iso: string,
  effectiveDate: string | null = '2025-01-01',
): Promise<{ api: FakePlanAmendmentsApi; vm: PlanAmendmentsViewModel }> {
  const api = new FakePlanAmendmentsApi(new FakeClock(new Date(iso)));
  api.effectiveDate = effectiveDate ?? undefined;
  const container = new Container({ autobind: true });
  const vm = new PlanAmendmentsViewModel(api);
  container.bind(PlanAmendmentsApi).toConstantValue(api);
  container.bind(PlanAmendmentsViewModel).toConstantValue(vm);
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn() } as unknown as RouterStore);
  await view.render(
    <ContainerProvider container={container}>
      <PlanAmendmentsPage />
    </ContainerProvider>,
  );
  await vi.waitFor(() => expect(vm.record).toBeDefined());
  return { api, vm };
}

const text = (): string => view.host.textContent?.replace(/\s+/g, ' ') ?? '';
const button = (name: string): HTMLButtonElement => {
  const found = Array.from(view.host.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('the plan amendments page', () => {
  test('lists the tasks with deadlines in words; the sign form labels every field and shows messages beside them', async () => {
    const { vm } = await page('2026-11-30T12:00:00Z');
    expect(text()).toContain('Due soon: Sign the SECURE 2.0 amendment by Dec 31, 2026');
    expect(text()).toContain('To sign: Sign the restated plan document by Sep 30, 2028 (expected)');
    expect(text()).toContain('The IRS has not announced this window yet: the dates are the expected ones.');
    expect(text()).not.toContain('due_soon');
    await act(async () => button('Sign the SECURE 2.0 amendment').click());
    expect(document.activeElement?.textContent).toBe('Sign the SECURE 2.0 Interim Amendment');
    const labels = Array.from(view.host.querySelectorAll('form label')).map((l) => l.textContent?.replace(/\s*\*$/, ''));
    expect(labels).toEqual(expect.arrayContaining(['Signer first name', 'Signer last name', 'Signer title']));
    await act(async () => button('Sign and file in my library').click());
    expect(text()).toContain('Signer Title is required');
    // Cancel gives the focus back to the Sign button; opening again keeps what was typed.
    await act(async () => button('Cancel').click());
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Sign the SECURE 2.0 amendment'));
    await act(async () => button('Sign the SECURE 2.0 amendment').click());
    for (const [k, v] of Object.entries({
      signer_first_name: 'Avery',
      signer_last_name: 'Quinn',
      signer_title: 'Owner',
      signature: PNG,
    }))
      await act(async () => vm.form.set(k, v));
    await act(async () => button('Sign and file in my library').click());
    await vi.waitFor(() => expect(text()).toContain('SECURE 2.0 Interim Amendment signed'));
    expect(text()).toContain('Filed asSECURE 2.0 Interim Amendment (signed 2026-11-30).pdf');
    expect(text()).toContain('Find the signed copy in your library');
    expect(text()).toContain('Signed: Signed on Nov 30, 2026');
  });

  test('overdue: an alert says the amendment is not signed and what to do', async () => {
    await page('2027-01-05T12:00:00Z');
    const alert = view.host.querySelector('[role="alert"]');
    expect(alert?.textContent?.replace(/\s+/g, ' ')).toBe(
      "The SECURE 2.0 Interim Amendment was due on Dec 31, 2026 and is not signed.Sign it now and correct the late adoption under the IRS's Employee Plans Compliance Resolution System (EPCRS, Rev. Proc. 2021-30); ask a plan professional.",
    );
  });

  test('a participant or a user without a plan is told only the owner signs, and has nothing to sign', async () => {
    await page('2026-11-30T12:00:00Z', null);
    expect(text()).toContain(
      "Only the plan's owner signs its amendments. Once a plan is adopted here, its amendments show on this page.",
    );
    expect(view.host.querySelectorAll('button').length).toBe(0);
  });
});
