import { useEffect, useRef, type FormEvent, type ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
import type { CheckoutViewModel } from '@/ui/checkout/checkout-view-model';
import type { CardField } from '@/ui/checkout/card-form';
import { formatUsd } from '@/domain/display/format-money';
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
        <TextField
          key={field}
          className="field"
          value={payment.card[field]}
          onChange={(v) => payment.setCard(field, v)}
          onBlur={() => payment.blurCard(field)}
          isInvalid={errors[field] !== undefined}
          isRequired={field !== 'name'}
          validationBehavior="aria"
        >
          <Label>{label}</Label>
          <Input autoComplete={autoComplete} inputMode={field === 'name' ? undefined : 'numeric'} />
          <FieldError className="field__error">{errors[field]}</FieldError>
        </TextField>
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
          <table className="fee-table">
            <caption className="visually-hidden">Invoice lines</caption>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.code}>
                  <th scope="row">{line.description}</th>
                  <td>{formatUsd(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td data-testid="invoice-total">{formatUsd(invoice.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="muted">
            Terms: <strong>{invoice.terms}</strong> · due {invoice.due_at.slice(0, 10)}
          </p>
        </section>
      ) : payment.status === 'loading' ? (
        <p role="status">Preparing your invoice…</p>
      ) : undefined}
      {payment.message ? (
        <p className="alert alert--error" role="alert" data-testid="payment-message">
          {payment.status === 'declined' ? `Your card was not charged: ${payment.message}` : payment.message}
        </p>
      ) : undefined}
      {payment.status === 'processing' ? (
        <p role="status">Payment received; waiting for the card provider to confirm it.</p>
      ) : undefined}
      {payment.embedded ? (
        <div id={EMBEDDED_CHECKOUT_ID} className="embedded-checkout" />
      ) : invoice && payment.status !== 'paid' ? (
        <form className="form" onSubmit={onSubmit} noValidate aria-label="Card payment">
          <CardFormFields payment={payment} />
          <div className="actions">
            <Button type="submit" className="button button--primary" isDisabled={payment.paying}>
              {payment.paying ? 'Paying…' : `Pay ${formatUsd(invoice.total)}`}
            </Button>
          </div>
        </form>
      ) : undefined}
    </div>
  );
});
