import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/** The host element and React root of the running test. */
export interface ReactRootView {
  /** A `<div>` appended to document.body for this test. */
  readonly host: HTMLElement;
  /** The React root on `host`. */
  readonly root: Root;
  /** Renders `element` into the root inside `act`, waiting for its effects, and answers the host. */
  render(element: ReactNode): Promise<HTMLElement>;
  /** Unmounts the root and removes the host, then puts a new host and root in their place (a page reload). */
  remount(): void;
}

/**
 * Gives each test of the file (or describe block) it is called in a fresh host `<div>` in document.body with a React
 * root on it: made in a beforeEach, unmounted (inside `act`) and removed in an afterEach.
 */
export function reactRootPerTest(): ReactRootView {
  let current: { host: HTMLElement; root: Root } | undefined;
  const mount = (): void => {
    const host = document.createElement('div');
    document.body.append(host);
    current = { host, root: createRoot(host) };
  };
  const unmount = (): void => {
    if (!current) return;
    const { host, root } = current;
    current = undefined;
    act(() => root.unmount());
    host.remove();
  };
  const mounted = (): { host: HTMLElement; root: Root } => {
    if (!current) throw new Error('reactRootPerTest: no root outside a test');
    return current;
  };
  beforeEach(mount);
  afterEach(unmount);
  return {
    get host() {
      return mounted().host;
    },
    get root() {
      return mounted().root;
    },
    async render(element) {
      const { host, root } = mounted();
      await act(async () => root.render(element));
      return host;
    },
    remount() {
      unmount();
      mount();
    },
  };
}

/**
 * Runs `check` with React's act environment off, as in the browser: React then renders what a store change or a click
 * caused synchronously, in a microtask, and a transition in a later task (so a test can tell the two apart with
 * `afterMicrotasks`). The environment is restored afterwards, also when `check` fails.
 */
export async function outsideAct(check: () => Promise<void>): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await check();
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

/** Lets the pending microtasks (and those they queue) run, but no later task. */
export async function afterMicrotasks(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await Promise.resolve();
}
