import 'reflect-metadata';
import { Container } from 'inversify';
import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { AREAS } from '@/ui/areas';
import { AreaMenu } from '@/ui/layout/area-menu';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { isAreaBuilt } from '@/ui/routing/page-table';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';

const view = reactRootPerTest();

async function render(): Promise<{ el: HTMLElement; navigate: ReturnType<typeof vi.fn> }> {
  const navigate = vi.fn();
  const container = new Container({ autobind: true });
  container.bind(RouterStore).toConstantValue({ navigate, pathname: '/loans' } as unknown as RouterStore);
  const el = await view.render(
    <ContainerProvider container={container}>
      <nav aria-label="Main" className="nav">
        <AreaMenu />
      </nav>
    </ContainerProvider>,
  );
  return { el, navigate };
}

describe('the header menu to every area', () => {
  test('a button opens a list of links to home and every area; the current page is marked', async () => {
    const { el } = await render();
    const button = el.querySelector('button')!;
    expect([button.textContent, button.getAttribute('aria-expanded')]).toEqual(['Menu', 'false']);
    // Closed, its links are not in the page (neither read nor found).
    expect(el.querySelectorAll('a')).toHaveLength(0);
    await act(async () => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!) as HTMLElement;
    const links = [...panel.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ...AREAS.filter((a) => isAreaBuilt(a.path)).map((a) => [a.title, a.path]),
    ]);
    expect(links.map((a) => a.textContent)).toContain('Bank account');
    expect(panel.querySelector('[aria-current="page"]')?.textContent).toBe('Loans');
  });

  test('Escape closes it and gives the focus back to the button; choosing a link navigates', async () => {
    const { el, navigate } = await render();
    const button = el.querySelector('button')!;
    await act(async () => button.click());
    const link = el.querySelector<HTMLAnchorElement>('a[href="/distributions"]')!;
    link.focus();
    await act(async () => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    await act(async () => el.querySelector<HTMLAnchorElement>('a[href="/distributions"]')!.click());
    expect(navigate).toHaveBeenCalledWith('/distributions');
  });

  test('a click outside closes it', async () => {
    const { el } = await render();
    const button = el.querySelector('button')!;
    await act(async () => button.click());
    await act(async () => document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
