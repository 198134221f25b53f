import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import { FeeTable } from '@/ui/checkout/fee-table';
import { INVOICE_TERMS } from '@/domain/constants';

/** The review page: every value entered, an edit link per section, and the fees with their terms. */
export const ReviewStep = observer(function ReviewStep({ vm }: { vm: CheckoutViewModel }): ReactElement {
  const fees = vm.fees;
  return (
    <>
      {vm.reviewSections.map((section) => (
        <section key={section.key} className="review-section" aria-labelledby={`review-${section.key}`}>
          <div className="review-section__head">
            <h2 id={`review-${section.key}`}>{section.title}</h2>
            <Button
              className="button button--quiet"
              onPress={() => void vm.edit(section.key)}
              aria-label={`Edit ${section.title}`}
            >
              Edit
            </Button>
          </div>
          <dl className="review-list">
            {section.rows.map((row, i) => (
              <div key={`${row.label}-${i}`} className="review-list__row">
                <dt>{row.label}</dt>
                <dd>
                  {row.image ? <img className="signature-field__preview" src={row.image} alt={row.label} /> : row.value || '—'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="review-section" aria-labelledby="review-fees">
        <h2 id="review-fees">Fees</h2>
        <FeeTable
          rows={fees.lineItems.map((item) => ({ code: item.key, amount: item.amount }))}
          total={fees.total}
          caption="Checkout fees"
          totalTestId="fees-total"
          locale={vm.locale}
        />
        <p className="muted">
          Invoice terms: <strong>{fees.terms}</strong> (due {INVOICE_TERMS.dueInDays} days after the invoice date).
        </p>
      </section>
    </>
  );
});
