import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isLoadFailure } from '@/ui/routing/lazy-page';

/** How long a part whose code failed to load waits before it is tried again, and how many times. */
const RETRY_MS = 5_000;
const ATTEMPTS = 12;

interface BoundaryProps {
  children: ReactNode;
  onLoadFailed: () => void;
}

/** Renders nothing when its part's code failed to load; any other error goes on to the app's boundary. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isLoadFailure(error)) this.props.onLoadFailed();
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    if (isLoadFailure(this.state.error)) return null;
    throw this.state.error;
  }
}

/**
 * A lazily loaded part of the shell the app can do without for a moment (the toast region, the admin banner, the
 * step-up dialog). When its code cannot be downloaded (the network dropped, or a deploy is restarting the server) it
 * shows nothing and is tried again a little later, instead of replacing the whole app with the error screen and
 * loading the page afresh into a server that may not answer yet.
 */
export function optionalPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { retryMs?: number; attempts?: number } = {},
): ComponentType<P> {
  let Lazy = lazy(load);
  let failures = 0;
  function OptionalPart(props: P): ReactNode {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed || failures >= (options.attempts ?? ATTEMPTS)) return undefined;
      const timer = setTimeout(() => {
        Lazy = lazy(load);
        setFailed(false);
        setAttempt((n) => n + 1);
      }, options.retryMs ?? RETRY_MS);
      return () => clearTimeout(timer);
    }, [failed]);
    return (
      <PartBoundary
        key={attempt}
        onLoadFailed={() => {
          failures += 1;
          setFailed(true);
        }}
      >
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return OptionalPart;
}
