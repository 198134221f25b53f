import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink } from '@/ui/layout/app-link';
import { AreaMenu } from '@/ui/layout/area-menu';
import { RouterStore } from '@/ui/routing/router-store';
import { SessionStore } from '@/ui/session/session-store';
import { useService } from '@/ui/shell/container-context';

/** The top bar: the product name, main navigation and the signed-in user with sign-out. */
export const Header = observer(function Header(): ReactElement {
  const session = useService(SessionStore);
  const router = useService(RouterStore);
  const signedIn = session.phase === 'signedIn';
  const current = (path: string): 'page' | undefined => (router.pathname === path ? 'page' : undefined);
  return (
    <header className="header">
      <div className="header__inner">
        <AppLink to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            401k
          </span>
          <span className="brand__name">Solo 401(k)</span>
        </AppLink>
        {signedIn ? (
          <nav aria-label="Main" className="nav">
            <AppLink to="/" aria-current={current('/')}>
              Home
            </AppLink>
            <AreaMenu />
            {session.isSupport ? (
              <AppLink to="/admin" aria-current={current('/admin')}>
                Admin mode
              </AppLink>
            ) : undefined}
            {session.isSupport ? (
              <AppLink to="/support" aria-current={current('/support')}>
                Support
              </AppLink>
            ) : undefined}
          </nav>
        ) : undefined}
        {signedIn ? (
          <div className="account">
            <span className="account__who" title={session.email}>
              {session.email}
            </span>
            <button type="button" className="button button--quiet" onClick={() => void session.logout()}>
              Sign out
            </button>
          </div>
        ) : undefined}
      </div>
    </header>
  );
});
