import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure } from '@/ui/routing/lazy-page';

/** Props of the boundary around the whole shell. */
export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** A part of the frame (toasts, banners) could not be downloaded: load the page afresh; true when it does. */
  onLoadFailure: () => boolean;
  /** Any other error that escaped the page's own boundary (reported through monitoring). */
  onError: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
}

/**
 * The last line of defence: an error outside the page's boundary never leaves a blank page. A part of the frame
 * that could not be downloaded (after a redeploy its old file is gone) loads the page afresh, once per target.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isLoadFailure(error) && this.props.onLoadFailure()) return;
    this.props.onError(error, info);
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    return (
      <main id="main" className="main" tabIndex={-1}>
        <section className="page page--narrow" aria-labelledby="app-error-title">
          <h1 id="app-error-title">Something went wrong</h1>
          <p>The app stopped unexpectedly. Reloading the page usually fixes it; nothing you saved is lost.</p>
          <button type="button" className="button button--primary" onClick={() => location.reload()}>
            Reload
          </button>
        </section>
      </main>
    );
  }
}
