import { lazy, Suspense, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink } from '@/ui/layout/app-link';
import { HomeViewModel } from '@/ui/home/home-view-model';
import { BannerStore } from '@/ui/shell/banner-store';
import { useViewModel } from '@/ui/shell/container-context';
import { OptInStore } from '@/ui/shell/opt-in-store';

const OptInModal = lazy(() => import('@/ui/home/opt-in-modal'));

/** The signed-in home page. */
const HomePage = observer(function HomePage(): ReactElement {
  const vm = useViewModel(HomeViewModel, { singletons: [BannerStore, OptInStore] });
  return (
    <section className="page" aria-labelledby="home-title">
      {vm.banner.dismissed ? undefined : (
        <div className="banner" role="region" aria-label="Getting started">
          <p>
            <strong>Welcome!</strong> Start with the bank account, then set up your employer and plan. Your progress is saved as
            you go.
          </p>
          <button type="button" className="button button--quiet" onClick={vm.banner.dismiss}>
            Dismiss
          </button>
        </div>
      )}
      <h1 id="home-title">{vm.actingAs ? `${vm.actingAs}'s account` : 'Your plan'}</h1>
      <p className="lead">
        Signed in as <strong data-testid="signed-in-as">{vm.signedInAs}</strong>
        {vm.actingAs ? (
          <>
            {' '}
            · viewing <strong data-testid="account-email">{vm.accountEmail ?? '…'}</strong>
          </>
        ) : vm.accountEmail ? (
          <span className="visually-hidden" data-testid="account-email">
            {vm.accountEmail}
          </span>
        ) : undefined}
      </p>
      {vm.accountFailed ? (
        <p className="alert alert--error" role="alert">
          Your account details could not be loaded. Try again later.
        </p>
      ) : undefined}
      <h2>Areas</h2>
      <ul className="area-grid">
        {vm.areas.map((area) => (
          <li key={area.path} className="area-card">
            <AppLink to={area.path} className="area-card__link">
              {area.title}
            </AppLink>
            {area.status ? <span className="badge">{area.status}</span> : undefined}
          </li>
        ))}
      </ul>
      {vm.optIn.open ? (
        <Suspense fallback={undefined}>
          <OptInModal store={vm.optIn} />
        </Suspense>
      ) : undefined}
    </section>
  );
});
export default HomePage;
