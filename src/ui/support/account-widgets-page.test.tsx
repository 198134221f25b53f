import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { FakeAccountWidgets } from '@/adapters/fakes/fake-account-widgets';
import { AccountWidgets } from '@/ports/account-widgets';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';
import AccountWidgetsPage from '@/ui/support/account-widgets-page';
import { WIDGET_FAILED_MESSAGE } from '@/ui/support/account-widgets-view-model';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

const view = reactRootPerTest();

async function renderWith(widgets: FakeAccountWidgets): Promise<void> {
  const container = new Container({ autobind: true });
  container.bind(AccountWidgets).toConstantValue(widgets);
  container
    .bind(RouterStore)
    .toConstantValue({ navigate: vi.fn(), pathname: '/support/account-widgets' } as unknown as RouterStore);
  await act(async () =>
    view.root.render(
      <ContainerProvider container={container}>
        <AccountWidgetsPage />
      </ContainerProvider>,
    ),
  );
}

const texts = (selector: string): string[] => Array.from(view.host.querySelectorAll(selector), (e) => e.textContent ?? '');

describe('AccountWidgetsPage', () => {
  test("mounts the provider's widgets, links to own pages and says why a widget is not here", async () => {
    const widgets = new FakeAccountWidgets();
    widgets.presentations.set('auditManagement', { kind: 'ownPage', path: '/support/audit', title: 'Audit trail' });
    widgets.presentations.set('roleManagement', { kind: 'unavailable', reason: 'One role only.' });
    await renderWith(widgets);
    expect(texts('h2')).toEqual([
      'User management',
      'Role management',
      'Access-key management',
      'Audit management',
      'User profile',
      'Applications portal',
    ]);
    await vi.waitFor(() =>
      expect([...widgets.mounted].sort()).toEqual(['accessKeyManagement', 'applicationsPortal', 'userManagement', 'userProfile']),
    );
    expect(view.host.querySelector('[data-widget-host="userManagement"] > [data-widget="userManagement"]')).not.toBeNull();
    expect(view.host.querySelector('section[aria-labelledby="widget-auditManagement"] a')?.getAttribute('href')).toBe(
      '/support/audit',
    );
    expect(texts('p.muted')).toContain('Not available here: One role only.');
    act(() => view.root.unmount());
    expect(view.host.querySelector('[data-widget]')).toBeNull();
  });

  test('says so when a widget fails to load', async () => {
    const widgets = new FakeAccountWidgets();
    widgets.mount = async () => {
      throw new Error('chunk failed');
    };
    await renderWith(widgets);
    await vi.waitFor(() => expect(texts('[role="alert"]')).toEqual(Array(6).fill(WIDGET_FAILED_MESSAGE)));
  });
});
