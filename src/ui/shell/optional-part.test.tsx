import { Component, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { optionalPart } from '@/ui/shell/optional-part';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

// Registered before the root's hooks, so it runs after the root is unmounted.
afterEach(() => {
  vi.restoreAllMocks();
});
const view = reactRootPerTest();

/** Stands for the app's boundary: records what reached it. */
class Outer extends Component<{ children: ReactNode; caught: unknown[] }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }
  override componentDidCatch(error: unknown): void {
    this.props.caught.push(error);
  }
  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : <p>app error screen</p>;
  }
}

const Toasts = ({ text }: { text: string }): ReactElement => <p role="status">{text}</p>;

describe('optionalPart: a lazily loaded part of the shell the app can do without for a moment', () => {
  test('its code failing to load shows nothing and leaves the app alone; a later try shows it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    const Part = optionalPart(
      () => {
        tries += 1;
        return tries === 1
          ? Promise.reject<{ default: typeof Toasts }>(
              new TypeError('Failed to fetch dynamically imported module: /assets/toast-region.js'),
            )
          : Promise.resolve({ default: Toasts });
      },
      { retryMs: 20 },
    );
    const caught: unknown[] = [];
    const el = await view.render(
      <Outer caught={caught}>
        <p>page</p>
        <Part text="Saved" />
      </Outer>,
    );
    await vi.waitFor(() => expect(tries).toBe(1));
    expect(el.textContent).toBe('page');
    await vi.waitFor(() => expect(el.querySelector('[role="status"]')?.textContent).toBe('Saved'));
    expect(tries).toBe(2);
    expect(caught).toEqual([]);
  });

  test('any other error of the part still reaches the app boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = (): ReactElement => {
      throw new Error('a bug in the part');
    };
    const Part = optionalPart(() => Promise.resolve({ default: Broken }));
    const caught: unknown[] = [];
    const el = await view.render(
      <Outer caught={caught}>
        <Part />
      </Outer>,
    );
    await vi.waitFor(() => expect(el.textContent).toBe('app error screen'));
    expect((caught[0] as Error).message).toBe('a bug in the part');
  });
});
