import type { ReactElement, ReactNode } from 'react';
import '@/ui/kit/receipt.css';

/** One line of a receipt: what it is and its value, as people read it (money and dates already formatted). */
export interface ReceiptLine {
  label: string;
  value: string;
}

/**
 * What a confirmation page gives (issue 28): a receipt of what was done (what, amount, date, reference) and the next
 * step. One piece for the checkout, the distribution request and the signed loan.
 */
export function Receipt({
  title,
  lines,
  next,
}: {
  title: string;
  lines: readonly ReceiptLine[];
  next?: ReactNode;
}): ReactElement {
  return (
    <section className="receipt" aria-label={title}>
      <h2>{title}</h2>
      <dl className="receipt__lines">
        {lines.map((line) => (
          <div key={line.label} className="receipt__line">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {next ? (
        <p className="receipt__next">
          <strong>Next:</strong> {next}
        </p>
      ) : undefined}
    </section>
  );
}
