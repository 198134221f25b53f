import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isLoadFailure } from '@/ui/routing/lazy-page';
import { ServerErrorView } from '@/ui/errors/server-error-view';

/** Props of the boundary around the current page. */
export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** A lazily loaded part failed; resolves true when the app moved elsewhere (or loads afresh). */
  onChunkError: () => Promise<boolean> | boolean;
  /** Any other error while rendering (reported through monitoring). */
  onError: (error: unknown, info: ErrorInfo) => void;
}

interface State {
  error: unknown;
}

/** Shows the 500 page when the page throws while rendering; recovers from lazy-load failures (its own or a part's). */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isLoadFailure(error)) {
      this.props.onError(error, info);
      return;
    }
    void Promise.resolve(this.props.onChunkError()).then(
      (moved) => moved || this.props.onError(error, info),
      () => this.props.onError(error, info),
    );
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    if (isLoadFailure(this.state.error)) {
      return (
        <section className="page page--narrow" aria-labelledby="chunk-title">
          <h1 id="chunk-title">This page could not be loaded</h1>
          <p>Check your connection, then reload the page.</p>
          <button type="button" className="button button--primary" onClick={() => location.reload()}>
            Reload
          </button>
        </section>
      );
    }
    return <ServerErrorView />;
  }
}
