import type { ReactElement } from 'react';

/**
 * The app's frame while its code and configuration load: the same header, main landmark and footer as the shell
 * (signed out), with a status line. Needs nothing but React, so the first page paints before the container exists.
 * index.html carries the same markup, prerendered, so the frame paints before any JavaScript; main.tsx hydrates it
 * (starting-frame.test.tsx keeps the two equal).
 */
export function StartingFrame(): ReactElement {
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
        <div className="status-screen" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <p>Loading your account…</p>
        </div>
      </main>
      <footer className="footer">
        <p>Solo 401(k) · Your small-business retirement plan</p>
      </footer>
    </div>
  );
}
