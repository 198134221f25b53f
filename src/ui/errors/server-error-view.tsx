import type { ReactElement } from 'react';
import { AppLink } from '@/ui/layout/app-link';
import { RouterStore } from '@/ui/routing/router-store';
import { useService } from '@/ui/shell/container-context';

/** The 500 page: something broke; a way back and a way home. */
export function ServerErrorView(): ReactElement {
  const router = useService(RouterStore);
  return (
    <section className="page page--narrow" aria-labelledby="error-title">
      <p className="eyebrow">Error 500</p>
      <h1 id="error-title">Something went wrong</h1>
      <p>We hit a problem showing this page. It has been reported. You can go back and try again.</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={router.back}>
          Go back
        </button>
        <AppLink className="button" to="/">
          Go to the home page
        </AppLink>
      </div>
    </section>
  );
}
