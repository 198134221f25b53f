import { type ReactElement, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from 'react-aria-components';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { formatDate } from '@/ui/kit/locale-format';
import type { DocumentListItem } from '@/ports/library-api';
import { dropTarget } from '@/ui/library/folder-tree';
import { formatSize } from '@/ui/library/format-size';
import type { LibraryViewModel } from '@/ui/library/library-view-model';

/** Height of one row in px (rows have this fixed height from tablet width up). */
const ROW_HEIGHT = 64;
/**
 * On a phone a row stacks its name (up to three lines), its size and date, and its actions, which may wrap
 * (library.css): rows are as tall as they are, measured as they render; this is the estimate before that.
 */
const PHONE_ROW_HEIGHT = 150;
/** The app's phone width (app.css, library.css, the kit's stacked table). */
const PHONE_QUERY = '(max-width: 40rem)';
/** Ask for the next page when the last rendered row is this close to the end of what is loaded. */
const PREFETCH_ROWS = 30;

/** Whether the window is phone-wide now (follows a resize or a turned phone). */
function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(PHONE_QUERY);
    const follow = (): void => setPhone(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return phone;
}

const Row = observer(function Row({ vm, doc }: { vm: LibraryViewModel; doc: DocumentListItem }): ReactElement {
  const latest = doc.latest;
  return (
    <div className="library-row">
      <div className="library-row__main">
        <span className="library-row__name">{doc.name}</span>
        <span className="library-row__meta">
          {latest ? `${formatSize(latest.size)} · ${formatDate(latest.created_at)}` : 'No file'}
          {doc.version_count > 1 ? ` · ${doc.version_count} versions` : ''}
        </span>
      </div>
      <div className="library-row__actions">
        {/* Native buttons: a row is rendered on every scroll frame, so it stays as light as possible. */}
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Versions of ${doc.name}`}
          onClick={() => void vm.openVersions(doc)}
        >
          Versions
        </button>
        {latest ? (
          <button
            type="button"
            className="button button--quiet"
            aria-label={`Download ${doc.name}`}
            disabled={vm.downloads.downloading === latest.id}
            onClick={() => void vm.download(doc, latest)}
          >
            Download
          </button>
        ) : undefined}
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Rename ${doc.name}`}
          onClick={() => vm.openDialog('renameDocument', doc)}
        >
          Rename
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Move ${doc.name}`}
          onClick={() => vm.openDialog('moveDocument', doc)}
        >
          Move
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Remove ${doc.name}`}
          onClick={() => vm.openDialog('removeDocument', doc)}
        >
          Remove
        </button>
      </div>
    </div>
  );
});

/** The documents of the selected folder or of a search: a virtualised list over cursor pages (decision 0150). */
export const DocumentList = observer(function DocumentList({ vm }: { vm: LibraryViewModel }): ReactElement {
  const { list } = vm;
  const scroller = useRef<HTMLDivElement>(null);
  const items = list.items;
  const phone = usePhoneWidth();
  const rowHeight = phone ? PHONE_ROW_HEIGHT : ROW_HEIGHT;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 4,
  });
  // The rows change height with the width (a phone stacks them): the virtualiser measures them again.
  useEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [rowHeight, virtualizer]);
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems.length > 0 ? virtualItems[virtualItems.length - 1].index : -1;
  useEffect(() => {
    if (list.hasMore && !list.loading && lastIndex >= items.length - PREFETCH_ROWS) void list.loadMore();
  }, [lastIndex, items.length, list.hasMore, list.loading, list]);

  const label =
    vm.mode === 'search'
      ? `Documents matching “${vm.searchText.trim()}”`
      : `Documents in ${vm.selected?.name ?? 'the top level'}`;
  return (
    <div className="library-list" {...(vm.mode === 'folder' ? dropTarget(vm, vm.selectedId) : {})}>
      <h2 className="library-list__title">{label}</h2>
      {list.error ? (
        <ErrorAlert>
          {list.error}{' '}
          <Button className="button" onPress={() => void list.reload()}>
            Try again
          </Button>
        </ErrorAlert>
      ) : undefined}
      <div ref={scroller} className="library-list__scroller" data-testid="document-scroller">
        {/* Inside the list's box, which has its size from the start: the message moves nothing when it appears. */}
        {list.loaded && items.length === 0 ? (
          <p className="library-list__empty">
            {vm.mode === 'search'
              ? 'No document has this in its name.'
              : 'No documents here yet. Upload some, or drop files here.'}
          </p>
        ) : undefined}
        <div role="list" aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualItems.map((row) => (
            <div
              key={items[row.index].id}
              ref={phone ? virtualizer.measureElement : undefined}
              data-index={row.index}
              className="library-list__slot"
              role="listitem"
              aria-label={items[row.index].name}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: phone ? undefined : ROW_HEIGHT,
                transform: `translateY(${row.start}px)`,
              }}
            >
              <Row vm={vm} doc={items[row.index]} />
            </div>
          ))}
        </div>
      </div>
      {list.loading ? (
        <p className="library-list__loading" role="status">
          Loading documents…
        </p>
      ) : undefined}
    </div>
  );
});
