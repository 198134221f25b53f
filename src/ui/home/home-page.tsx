import { useDeferredValue, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { AppLink } from '@/ui/layout/app-link';
import { AreaTile } from '@/ui/home/area-tile';
import { HomeSkeleton } from '@/ui/home/home-skeleton';
import { HomeViewModel } from '@/ui/home/home-view-model';
import { OptInModal } from '@/ui/home/opt-in-modal';
import { useViewModel } from '@/ui/shell/container-context';
import { HOME_INTRO } from '@/ui/shell/route-frames';

/**
 * The banner's welcome: the set-up order, once (dismissable); it never repeats "What to do next", nor the introduction
 * above it (which says what the areas show). Shorter than the introduction, so the page's largest text stays the one
 * painted from the HTML (decision 0207).
 */
export const HOME_WELCOME =
  'Welcome! Set-up goes in order: your plan first (employer and plan setup), then the plan’s trust bank account in the plan’s name.';

/**
 * The signed-in home page. The heading and who is signed in paint at once; what depends on the areas' state (the
 * banner's advice, the next step, the tiles) comes below them, in place of a skeleton, once every area answered.
 */
const HomePage = observer(function HomePage(): ReactElement {
  const vm = useViewModel(HomeViewModel);
  // The tiles replace the skeleton in a background render that yields to the browser every few milliseconds, not in
  // one long task once every area answered (home's main-thread blocking, decision 0207).
  const tilesReady = useDeferredValue(vm.tilesReady);
  return (
    <section className="page" aria-labelledby="home-title">
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
      {/* Painted from the prerendered frame too: home's largest text, so its largest paint is the first (decision 0207). */}
      <p className="home-intro">{HOME_INTRO}</p>
      {vm.accountFailed ? <ErrorAlert>Your account details could not be loaded. Try again later.</ErrorAlert> : undefined}
      {tilesReady ? (
        <>
          {vm.banner.dismissed ? undefined : (
            <div className="banner" role="region" aria-label="Getting started">
              {/* A welcome and the set-up order, never the next step itself (that is "What to do next", below). */}
              <p data-testid="home-welcome">{HOME_WELCOME}</p>
              <button type="button" className="button button--quiet" onClick={vm.banner.dismiss}>
                Dismiss
              </button>
            </div>
          )}
          {vm.nextSteps.length > 0 ? (
            <section className="next-step" aria-labelledby="next-step-title">
              <h2 id="next-step-title">What to do next</h2>
              <ol className="next-step__list">
                {vm.nextSteps.map((step, index) => (
                  <li key={step.path} className={step.urgent ? 'next-step__item next-step__item--urgent' : 'next-step__item'}>
                    <p data-testid="next-step-text">
                      {step.urgent ? <strong className="next-step__flag">Urgent: </strong> : undefined}
                      {step.text}
                    </p>
                    <AppLink to={step.path} className={index === 0 ? 'button button--primary' : 'button'}>
                      {step.action}
                    </AppLink>
                  </li>
                ))}
              </ol>
            </section>
          ) : undefined}
          <h2>Your plan's areas</h2>
          <ul className="area-grid">
            {vm.areas.map((area) => (
              <AreaTile key={area.key} area={area} />
            ))}
          </ul>
        </>
      ) : (
        <HomeSkeleton areas={vm.areas.map((a) => a.key)} />
      )}
      {vm.optIn.open ? <OptInModal store={vm.optIn} /> : undefined}
    </section>
  );
});
export default HomePage;
