import type { CardDetails, PaymentGateway, PaymentRequest, PaymentResult } from '@/ports/payment-gateway';

/**
 * A profile's PaymentGateway whose adapter code loads by `import()` on the first pay() or mount() (at checkout),
 * not with the first page; then every call is forwarded. `embedded` is the loaded adapter's (checked on load).
 * unmount() before the load does nothing, as the adapters' own unmount() before a form is mounted.
 * A failed load rejects that call; the next call loads again.
 */
export class LazyPaymentGateway implements PaymentGateway {
  private gateway: PaymentGateway | undefined;
  private loading: Promise<PaymentGateway> | undefined;

  constructor(
    readonly embedded: boolean,
    private readonly load: () => Promise<PaymentGateway>,
  ) {}

  async pay(request: PaymentRequest, card: CardDetails): Promise<PaymentResult> {
    return (await this.loaded()).pay(request, card);
  }

  async mount(selector: string, request: PaymentRequest): Promise<PaymentResult> {
    return (await this.loaded()).mount(selector, request);
  }

  unmount(): void {
    this.gateway?.unmount();
  }

  private loaded(): Promise<PaymentGateway> {
    this.loading ??= this.load()
      .then((gateway) => {
        if (gateway.embedded !== this.embedded) throw new Error('The loaded payment gateway does not match the bound one');
        return (this.gateway = gateway);
      })
      .catch((error: unknown) => {
        this.loading = undefined;
        throw error;
      });
    return this.loading;
  }
}
