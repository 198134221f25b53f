import type { ReactElement } from 'react';
import { GENERIC_FRAME, HOME_AREA_COUNT, HOME_INTRO, RESOLVING_TEXT, type RouteFrame } from '@/ui/shell/route-frames';

/**
 * The main area of a prerendered frame (route-frames.ts writes the same markup into the built HTML): the shell shows
 * it while the session resolves and the page's code loads, so what painted from the HTML stays until the page is
 * there (decision 0207).
 */
export function FrameBody({ frame, statusText = RESOLVING_TEXT }: { frame: RouteFrame; statusText?: string }): ReactElement {
  const status = (mark: boolean): ReactElement => (
    <div data-frame={mark ? '' : undefined} className="status-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{statusText}</p>
    </div>
  );
  switch (frame.kind) {
    case 'generic':
      return status(true);
    case 'sign-in':
      return (
        <section data-frame="" className="page page--narrow card" aria-labelledby="sign-in-title">
          <h1 id="sign-in-title">{frame.heading}</h1>
          <p className="lead">Enter your e-mail and we will send you a link to sign in. No password needed.</p>
          <form className="form" noValidate>
            <div className="field">
              <label htmlFor="email">E-mail</label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                disabled
                aria-describedby="email-hint"
              />
              <p id="email-hint" className="field__hint">
                New here? The same link creates your account.
              </p>
            </div>
            <button type="submit" className="button button--primary button--wide" disabled>
              Send me a sign-in link
            </button>
            <button type="button" className="button button--wide" disabled>
              Sign in with a passkey
            </button>
          </form>
        </section>
      );
    case 'home':
      return (
        <section data-frame="" className="page" aria-labelledby="home-title">
          <h1 id="home-title">{frame.heading}</h1>
          <p className="lead" role="status">
            {statusText}
          </p>
          <p className="home-intro">{HOME_INTRO}</p>
          <div className="home-skeleton" aria-hidden="true">
            <div className="skeleton skeleton--next-step" />
            <div className="skeleton skeleton--heading" />
            <div className="area-grid">
              {Array.from({ length: HOME_AREA_COUNT }, (_, i) => (
                <div key={i} className="skeleton skeleton--card" />
              ))}
            </div>
          </div>
        </section>
      );
    case 'page':
      return (
        <section data-frame="" className="page" aria-labelledby="frame-title">
          <h1 id="frame-title">{frame.heading}</h1>
          {frame.lead ? <p className="lead">{frame.lead}</p> : undefined}
          {status(false)}
        </section>
      );
  }
}

/**
 * The app's frame before its code and configuration have loaded: the same header, main landmark and footer as the
 * shell (signed out) around a frame's main area. index.html and the per-route HTML files carry it prerendered
 * (starting-frame.test.tsx keeps them equal to this).
 */
export function StartingFrame({ frame = GENERIC_FRAME }: { frame?: RouteFrame }): ReactElement {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header__inner">
          <a href="/" className="brand">
            <span className="brand__mark" aria-hidden="true">
              401k
            </span>
            <span className="brand__name">Solo 401(k)</span>
          </a>
        </div>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        <FrameBody frame={frame} />
      </main>
      <footer className="footer">
        <p>Solo 401(k) · Your small-business retirement plan</p>
      </footer>
    </div>
  );
}
