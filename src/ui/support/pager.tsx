import type { ReactElement } from 'react';
import { Button } from 'react-aria-components';

/** Previous / next page buttons with "Page 2 of 5". */
export function Pager(props: {
  label: string;
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}): ReactElement | null {
  const { label, page, pages, busy, onPage } = props;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="support-pager">
      <Button className="button" isDisabled={busy || page <= 1} onPress={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button className="button" isDisabled={busy || page >= pages} onPress={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
