import { useDeferredValue, useEffect, useState, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { IdentityProvider } from '@/ports/identity-provider';
import { AdminModeStore } from '@/ui/admin/admin-mode-store';
import { Header } from '@/ui/layout/header';
import { PageOutlet } from '@/ui/routing/page-outlet';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { useContainer, useService } from '@/ui/shell/container-context';
import { ToastService } from '@/ui/shell/toast-service';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { warmPageCode } from '@/ui/shell/warm-page';
import { frameFor, likelySignedIn, SIGNED_IN_HINT_COOKIE } from '@/ui/shell/route-frames';
import { CookieKeyValueStorage, type KeyValueStorage } from '@/ports/key-value-storage';
import { FrameBody } from '@/ui/shell/starting-frame';
import { optionalPart } from '@/ui/shell/optional-part';

const ToastRegion = optionalPart(() => import('@/ui/layout/toast-region'));
const AdminBanner = optionalPart(() => import('@/ui/layout/admin-banner'));
const StepUpDialog = optionalPart(() => import('@/ui/sign-in/step-up-dialog'));

/** The app frame: resolving and logging-out states, header, admin banner, the page, toasts. */
export const Shell = observer(function Shell(): ReactElement {
  const session = useService(SessionStore);
  const router = useService(RouterStore);
  const adminMode = useService(AdminModeStore);
  const container = useContainer();
  const toasts = useService(ToastService);
  const identity = useService<IdentityProvider>(IdentityProvider);
  const stepUp = useService(StepUpPrompt);
  const cookies = useService<KeyValueStorage>(CookieKeyValueStorage);
  const [likelySignedInAtStart] = useState(() =>
    likelySignedIn(router.path.split('?')[1] ?? '', cookies.get(SIGNED_IN_HINT_COOKIE)),
  );

  useEffect(() => {
    router.start();
    warmPageCode(router.match?.entry, { query: window.location.search, refreshToken: identity.getRefreshToken() });
    void session.resolve();
    void import('@/ui/shell/background-tasks').then((tasks) => tasks.checkBuildVersion(container)).catch(() => undefined);
    const onPreloadError = (event: Event): void => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (payload instanceof Error && payload.message.startsWith('Unable to preload CSS') && router.resourcesFailed()) {
        event.preventDefault();
      }
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, [router, session, container, identity]);

  const signedIn = session.phase === 'signedIn';
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/ui/shell/background-tasks')
      .then((tasks) => {
        if (!cancelled) stop = tasks.applyTheme(container, document.documentElement);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn, container]);

  // The body follows the session's phase in a background render (a transition: it yields to the browser every few
  // milliseconds), not in the synchronous render a store change causes: the page that replaces the frame once the
  // session resolved is the largest render of a load (decision 0351).
  const phase = useDeferredValue(session.phase);
  let body: ReactElement;
  // While the session resolves: the frame the server prerendered for this address (decision 0207), so nothing that
  // painted from the HTML changes until the page is there. Whether a signed-in visit is likely is read once, at
  // start: resolving removes the magic-link token from the address.
  if (phase === 'resolving') body = <FrameBody frame={frameFor(router.pathname, likelySignedInAtStart)} />;
  else if (phase === 'loggingOut') body = <StatusScreen text="Signing you out…" />;
  else body = <PageOutlet phase={phase} />;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      {adminMode.enabled && signedIn ? <AdminBanner /> : undefined}
      <main id="main" className="main" tabIndex={-1}>
        {body}
      </main>
      <footer className="footer">
        <p>Solo 401(k) · Your small-business retirement plan</p>
      </footer>
      {stepUp.open ? <StepUpDialog /> : undefined}
      {toasts.used ? <ToastRegion service={toasts} /> : undefined}
    </div>
  );
});

function StatusScreen({ text }: { text: string }): ReactElement {
  return (
    <div className="status-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
