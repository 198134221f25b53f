import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { AppLink } from '@/ui/layout/app-link';
import { TILE_FAILED, type AreaLink } from '@/ui/home/home-view-model';
import type { TileTone } from '@/ui/home/home-tile';

const TONE_WORDS: Record<TileTone, string> = {
  notStarted: 'Not started',
  inProgress: 'In progress',
  done: 'Done',
  attention: 'Needs attention',
};

/** True when two statuses say the same ("In progress" / "In progress", "Done" / "Done."). */
function sameWords(a: string, b: string): boolean {
  const plain = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}

/** One area on the home page: its title (a link only when built), its state, facts and link. */
export const AreaTile = observer(function AreaTile({ area }: { area: AreaLink }): ReactElement {
  const titleId = `area-${area.key}-title`;
  const state = area.state;
  return (
    <li
      className={`area-card area-card--${state?.tone ?? (area.built ? 'open' : 'later')}`}
      aria-labelledby={titleId}
      data-area={area.key}
    >
      <h3 id={titleId} className="area-card__title">
        {area.title}
      </h3>
      {area.built ? undefined : <span className="badge badge--muted">{area.status}</span>}
      {state?.about ? <p className="area-card__about">{state.about}</p> : undefined}
      {state ? (
        <>
          {/* One status per tile: the badge only when it says something the status line does not. */}
          {sameWords(TONE_WORDS[state.tone], state.status) ? undefined : (
            <span className={`badge badge--${state.tone}`}>{TONE_WORDS[state.tone]}</span>
          )}
          <p className={`area-card__status area-card__status--${state.tone}`} data-testid={`tile-status-${area.key}`}>
            {state.status}
          </p>
          {state.facts && state.facts.length > 0 ? (
            <dl className="area-card__facts">
              {state.facts.map((fact) => (
                <div key={fact.label} className="area-card__fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : undefined}
          {state.next ? (
            <p className="area-card__next" data-testid={`tile-next-${area.key}`}>
              {state.next}
            </p>
          ) : undefined}
        </>
      ) : undefined}
      {area.failed ? <p className="area-card__status muted">{TILE_FAILED}</p> : undefined}
      {area.built ? (
        <AppLink to={area.path} className="area-card__link">
          {state?.action ?? `Open ${area.title.toLowerCase()}`}
        </AppLink>
      ) : (
        <p className="area-card__status muted">Comes in a later release.</p>
      )}
    </li>
  );
});
