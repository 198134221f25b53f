import 'reflect-metadata';
import { Container } from 'inversify';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Navigation } from '@/ports/navigation';
import { MemoryNavigation } from '@/adapters/fakes/memory-navigation';
import { ContainerProvider } from '@/ui/shell/container-context';
import { LoadingFrame } from '@/ui/shell/loading-frame';
import { frameFor, frameMainHtml } from '@/ui/shell/route-frames';

function render(path: string, text: string): { el: HTMLElement; html: string } {
  const container = new Container({ autobind: true });
  container.bind(Navigation).toConstantValue(new MemoryNavigation(path));
  const html = renderToStaticMarkup(
    <ContainerProvider container={container}>
      <LoadingFrame text={text} />
    </ContainerProvider>,
  );
  const host = document.createElement('div');
  host.innerHTML = html;
  return { el: host, html };
}

describe('a page loading its data keeps the route frame the HTML painted (no blank step)', () => {
  test('the checkout keeps its heading and lead; only the status line says what loads', () => {
    const { el, html } = render('/checkout', 'Loading your checkout…');
    expect(el.querySelector('h1')?.textContent).toBe('Employer and plan setup');
    expect(el.querySelector('.lead')?.textContent).toBe(
      "Set up your plan in a few short steps: who you are in the plan, your business, the plan's details, then payment. What you type is kept as a draft on this device.",
    );
    expect(el.querySelector('[role="status"]')?.textContent).toBe('Loading your checkout…');
    // The same markup as the prerendered frame but for the status line: nothing moves when the page takes over.
    expect(html.replace('Loading your checkout…', 'Loading your account…')).toBe(frameMainHtml(frameFor('/checkout', true)));
  });

  test('a path without a frame of its own keeps the generic status screen', () => {
    const { el } = render('/no-such-page', 'Loading…');
    expect(el.querySelector('h1')).toBeNull();
    expect(el.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });
});
