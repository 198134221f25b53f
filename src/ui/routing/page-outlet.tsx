import { Suspense, useEffect, useRef, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Monitoring } from '@/ports/monitoring';
import { lazyPage } from '@/ui/routing/lazy-page';
import { NOT_FOUND_PAGE, SECOND_FACTOR_PAGE, SIGN_IN_PAGE, type PageEntry } from '@/ui/routing/page-table';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore, type SessionPhase } from '@/ui/session/session-store';
import { SecondFactorGate } from '@/ui/sign-in/second-factor-gate';
import { useService } from '@/ui/shell/container-context';
import { PageErrorBoundary } from '@/ui/shell/page-error-boundary';
import { frameFor, SIGN_IN_FRAME } from '@/ui/shell/route-frames';
import { FrameBody } from '@/ui/shell/starting-frame';

const APP_NAME = 'Solo 401(k)';

let pagesShown = 0;

/** After a page rendered: its document title, the last known path, and (after an in-app move) focus on the main region. */
function Rendered({ path, title, onRendered }: { path: string; title: string; onRendered: (path: string) => void }): null {
  const shown = useRef(false);
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    onRendered(path);
    if (shown.current) return;
    shown.current = true;
    pagesShown += 1;
    // A screen reader hears the new page; the scroll position stays where it was.
    if (pagesShown > 1 && !document.activeElement?.closest('[role="dialog"]'))
      document.getElementById('main')?.focus({ preventScroll: true });
  }, [path, title, onRendered]);
  return null;
}

/**
 * The one catch-all route: the current path through the page table to its lazily loaded page. `phase` is the session's
 * phase as the shell shows it (deferred, decision 0351): while the shell still shows the page, a change of phase
 * (logging out) does not swap it for the sign-in page first.
 */
export const PageOutlet = observer(function PageOutlet({ phase }: { phase: SessionPhase }): ReactElement {
  const router = useService(RouterStore);
  const session = useService(SessionStore);
  const monitoring = useService<Monitoring>(Monitoring);
  const gate = useService(SecondFactorGate);
  const match = router.match;
  let entry: PageEntry = match?.entry ?? NOT_FOUND_PAGE;
  if (entry.access !== 'public' && phase !== 'signedIn') entry = SIGN_IN_PAGE;
  // While the server says whether a second factor is due, the route's frame stays (no blank step before the page).
  else if (entry.access !== 'public' && gate.checking) return <FrameBody frame={frameFor(router.pathname, true)} />;
  else if (entry.access !== 'public' && gate.asking) entry = SECOND_FACTOR_PAGE;
  else if (entry.access === 'support' && !session.hasSupportRole) entry = NOT_FOUND_PAGE;
  const Page = lazyPage(entry);
  const path = router.path;
  return (
    <PageErrorBoundary
      key={`${router.pathname}|${entry.pattern}`}
      onChunkError={() => router.chunkFailed(path)}
      onError={(error, info) => monitoring.captureError(error, { path, componentStack: info.componentStack })}
    >
      <Suspense
        fallback={
          // The first page keeps the prerendered frame while its code loads (decision 0207); later moves say Loading….
          pagesShown === 0 ? (
            <FrameBody frame={entry === SIGN_IN_PAGE ? SIGN_IN_FRAME : frameFor(router.pathname, true)} />
          ) : (
            <p className="page-loading" role="status">
              Loading…
            </p>
          )
        }
      >
        <Page params={match?.params ?? {}} variant={entry.variant} />
        <Rendered path={path} title={entry.title} onRendered={router.rendered} />
      </Suspense>
    </PageErrorBoundary>
  );
});
