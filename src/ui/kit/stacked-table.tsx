import { type ReactElement, type TableHTMLAttributes, useLayoutEffect, useRef } from 'react';
import '@/ui/kit/stacked-table.css';

/** The words a header cell shows (a visually hidden header, such as "Actions" over buttons, shows none). */
function shownText(cell: Element): string {
  let text = '';
  const walker = cell.ownerDocument.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement?.closest('.visually-hidden') === null) text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Gives every data cell of the table's body the words of its column's header as `data-label`, which the phone layout
 * shows before the cell's value (stacked-table.css). A column whose header shows no words gets an empty label.
 */
export function labelCells(table: HTMLTableElement): void {
  const labels: string[] = [];
  const head = table.tHead?.rows[0];
  if (head) for (const cell of head.cells) for (let i = 0; i < cell.colSpan; i++) labels.push(shownText(cell));
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = labels[column] ?? '';
        if (cell.tagName === 'TD' && cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        column += cell.colSpan;
      }
    }
  }
}

/**
 * The product's one data table (decision 0305): a plain `<table>` from tablet width up; on a phone (below 40rem) each
 * row becomes a block, its row header a title and each cell a line "label value", the label being its column's header.
 * The labels follow the table's header row and the rows shown (kept up to date as rows come and go), so the markup
 * writes each header once.
 */
export function StackedTable({ className, children, ...rest }: TableHTMLAttributes<HTMLTableElement>): ReactElement {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (table === null) return undefined;
    labelCells(table);
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <table ref={ref} className={className ? `stacked-table ${className}` : 'stacked-table'} {...rest}>
      {children}
    </table>
  );
}
