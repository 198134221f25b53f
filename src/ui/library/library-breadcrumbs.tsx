import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import type { LibraryViewModel } from '@/ui/library/library-view-model';

/** The folder breadcrumbs (spec section 2): Top level, then each folder down to the selected one. */
export const LibraryBreadcrumbs = observer(function LibraryBreadcrumbs({ vm }: { vm: LibraryViewModel }): ReactElement {
  const trail = vm.trail;
  return (
    <nav aria-label="Breadcrumbs" className="library-crumbs">
      <ol>
        <li>
          {trail.length === 0 ? (
            <span aria-current="page">Top level</span>
          ) : (
            <a
              href="/library"
              onClick={(e) => {
                e.preventDefault();
                vm.openFolder(null);
              }}
            >
              Top level
            </a>
          )}
        </li>
        {trail.map((folder, i) => (
          <li key={folder.id}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{folder.name}</span>
            ) : (
              <a
                href={`/library/${encodeURIComponent(folder.id)}`}
                onClick={(e) => {
                  e.preventDefault();
                  vm.openFolder(folder.id);
                }}
              >
                {folder.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});
