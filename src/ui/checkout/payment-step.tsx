import { useEffect, useRef, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import type { CardField } from '@/ui/checkout/card-form';
import { formatDate } from '@/domain/display/format-date';
import { centsToDollars, formatCents } from '@/domain/money';
import { FeeTable } from '@/ui/checkout/fee-table';
import { ActionBar } from '@/ui/kit/action-bar';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { TextFieldView } from '@/ui/kit/field';
import { EMBEDDED_CHECKOUT_ID, PaymentViewModel } from '@/ui/checkout/payment-view-model';
import { useViewModel } from '@/ui/shell/container-context';

const CARD_FIELDS: Array<{ field: CardField; label: string; autoComplete: string; hint?: string }> = [
  { field: 'name', label: 'Name on card', autoComplete: 'cc-name' },
  { field: 'number', label: 'Card number', autoComplete: 'cc-number' },
  { field: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp' },
  { field: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc' },
];

/** The card form of the local gateway. */
const CardFormFields = observer(function CardFormFields({ payment }: { payment: PaymentViewModel }): ReactElement {
  const errors = payment.visibleErrors;
  return (
    <div className="kit-grid">
      {CARD_FIELDS.map(({ field, label, autoComplete }) => (
        <TextFieldView
          key={field}
          label={label}
          value={payment.card[field]}
          onChange={(v) => payment.setCard(field, v)}
          onBlur={() => payment.blurCard(field)}
          messages={errors[field] === undefined ? [] : [errors[field]]}
          required={field !== 'name'}
          autoComplete={autoComplete}
          inputMode={field === 'name' ? undefined : 'numeric'}
        />
      ))}
    </div>
  );
});

/** The checkout step: the invoice, then the card form (local) or the provider's embedded form (production). */
export const PaymentStep = observer(function PaymentStep({ vm }: { vm: CheckoutViewModel }): ReactElement {
  const payment = useViewModel(PaymentViewModel);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void payment.start(vm.server, vm.markPaid);
  }, [payment, vm]);
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    void payment.pay();
  };
  const invoice = payment.invoice;
  return (
    <div className="payment">
      {invoice ? (
        <section className="review-section" aria-labelledby="invoice-title">
          <h2 id="invoice-title">Invoice</h2>
          <FeeTable
            rows={invoice.lines.map((line) => ({
              code: line.code,
              amount: centsToDollars(line.amountCents),
              description: line.description,
            }))}
            total={centsToDollars(invoice.totalCents)}
            caption="Invoice lines"
            totalTestId="invoice-total"
            locale={vm.locale}
          />
          <p className="muted">
            Terms: <strong>{invoice.terms}</strong> · due {formatDate(invoice.dueAt, { locale: vm.locale })}
          </p>
        </section>
      ) : payment.status === 'loading' ? (
        <p role="status">Preparing your invoice…</p>
      ) : undefined}
      {payment.message ? (
        <ErrorAlert testId="payment-message">
          {payment.status === 'declined' ? `Your card was not charged: ${payment.message}` : payment.message}
        </ErrorAlert>
      ) : undefined}
      {payment.status === 'processing' ? (
        <p role="status">Payment received; waiting for the card provider to confirm it.</p>
      ) : undefined}
      {payment.embedded ? (
        <div id={EMBEDDED_CHECKOUT_ID} className="embedded-checkout" />
      ) : invoice && payment.status !== 'paid' ? (
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Card payment">
          <CardFormFields payment={payment} />
          <ActionBar onBack={() => void vm.back()} busy={payment.paying}>
            <Button type="submit" className="button button--primary" isDisabled={payment.paying}>
              {payment.paying ? 'Paying…' : `Pay ${formatCents(invoice.totalCents, { locale: vm.locale })}`}
            </Button>
          </ActionBar>
        </form>
      ) : (
        <ActionBar onBack={() => void vm.back()} />
      )}
    </div>
  );
});
