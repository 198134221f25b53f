import type { ReactElement } from 'react';
import { feeLabel } from '@/domain/display/coded-labels';
import { formatMoney } from '@/domain/money';

/** One line of a fee table: the fee's code (plan_fee, setup_fee, plan_doc_generation) and its amount in dollars. */
export interface FeeRow {
  code: string;
  amount: number;
  /** Words the server gave, used only for a code without a display label. */
  description?: string;
}

/** The fees of the checkout, written once for the review page and the invoice: each fee by its one display label. */
export function FeeTable(props: {
  rows: readonly FeeRow[];
  total: number;
  caption: string;
  totalTestId: string;
  /** The user's locale (decision 0203); en-US when undefined. */
  locale?: string;
}): ReactElement {
  return (
    <table className="fee-table">
      <caption className="visually-hidden">{props.caption}</caption>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">{feeLabel(row.code, row.description)}</th>
            <td>{formatMoney(row.amount, { locale: props.locale })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td data-testid={props.totalTestId}>{formatMoney(props.total, { locale: props.locale })}</td>
        </tr>
      </tfoot>
    </table>
  );
}
