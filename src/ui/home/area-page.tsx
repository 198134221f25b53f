import type { ReactElement } from 'react';
import { AppLink } from '@/ui/layout/app-link';
import { AREAS } from '@/ui/areas';
import type { PageProps } from '@/ui/routing/page-table';

/** A product area that is not built yet: says so plainly. */
export default function AreaPage({ variant }: PageProps): ReactElement {
  const area = AREAS.find((a) => a.key === variant);
  const title = area?.title ?? 'This area';
  return (
    <section className="page page--narrow" aria-labelledby="area-title">
      <p className="eyebrow">Coming soon</p>
      <h1 id="area-title">{title}</h1>
      <p>
        <strong>{title} is not built yet.</strong> It will appear here in a later release; nothing you do elsewhere is lost in the
        meantime.
      </p>
      <AppLink className="button" to="/">
        Back to the home page
      </AppLink>
    </section>
  );
}
