import type { ReactElement } from 'react';
import { AppLink } from '@/ui/layout/app-link';

/** The 404 page, for every path that is not in the page table. */
export default function NotFoundPage(): ReactElement {
  return (
    <section className="page page--narrow" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <div className="actions">
        <AppLink className="button button--primary" to="/">
          Go to the home page
        </AppLink>
      </div>
    </section>
  );
}
