import { type ReactElement, useRef } from 'react';
import { StackedTable } from '@/ui/kit/stacked-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatCents, formatDate } from '@/ui/kit/locale-format';
import { ScrollRegion } from '@/ui/kit/scroll-region';
import type { LoanScheduleRow } from '@/domain/loans';

/** Schedules up to this many payments are a plain table; longer ones (a residence loan) are virtualised. */
export const PLAIN_SCHEDULE_ROWS = 60;
const ROW_HEIGHT = 36;

const cells = (r: LoanScheduleRow): string[] => [
  String(r.number),
  formatDate(r.dueDate),
  formatCents(r.paymentCents),
  formatCents(r.interestCents),
  formatCents(r.principalCents),
  formatCents(r.balanceCents),
];
const HEADERS = ['No.', 'Due', 'Payment', 'Interest', 'Principal', 'Balance after'];

/** The amortisation schedule: every payment with its interest, principal and the balance after it. */
export function LoanSchedule({ rows }: { rows: readonly LoanScheduleRow[] }): ReactElement {
  if (rows.length <= PLAIN_SCHEDULE_ROWS)
    return (
      <ScrollRegion className="loan-schedule" label="Amortisation schedule">
        <StackedTable className="loan-schedule__table">
          <caption className="visually-hidden">Amortisation schedule</caption>
          <thead>
            <tr>
              {HEADERS.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.number} data-testid="schedule-row">
                {cells(r).map((c, i) =>
                  i === 0 ? (
                    <th key={HEADERS[i]} scope="row">
                      {c}
                    </th>
                  ) : (
                    <td key={HEADERS[i]}>{c}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StackedTable>
      </ScrollRegion>
    );
  return <VirtualSchedule rows={rows} />;
}

/** A long schedule: only the rows in view are in the page. */
function VirtualSchedule({ rows }: { rows: readonly LoanScheduleRow[] }): ReactElement {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  return (
    <ScrollRegion ref={scroller} className="loan-schedule loan-schedule--virtual" label="Amortisation schedule">
      <div
        role="list"
        aria-label={`Amortisation schedule, ${rows.length} payments`}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const r = rows[item.index];
          const [n, due, payment, interest, principal, balance] = cells(r);
          return (
            <div
              key={r.number}
              role="listitem"
              data-testid="schedule-row"
              className="loan-schedule__row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: ROW_HEIGHT,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {`${n}. ${due}: ${payment} (interest ${interest}, principal ${principal}), balance ${balance}`}
            </div>
          );
        })}
      </div>
    </ScrollRegion>
  );
}
