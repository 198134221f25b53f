import type { ReactElement } from 'react';

/**
 * What home shows while its areas report their state: a status line and grey blocks of about the final size
 * (the banner, the next step, one card per area). The page replaces it whole once every area answered, so nothing
 * a person already saw moves (the home page's layout shift was 0.25 when the next step was inserted above the tiles).
 */
export function HomeSkeleton({ areas }: { areas: readonly string[] }): ReactElement {
  return (
    <div className="home-skeleton" data-testid="home-skeleton">
      <p className="home-skeleton__status" role="status">
        Loading where your plan stands…
      </p>
      <div aria-hidden="true">
        <div className="skeleton skeleton--next-step" />
        <div className="skeleton skeleton--heading" />
        <div className="area-grid">
          {areas.map((key) => (
            <div key={key} className="skeleton skeleton--card" />
          ))}
        </div>
      </div>
    </div>
  );
}
