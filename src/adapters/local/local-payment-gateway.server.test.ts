import { paymentGatewayContract } from '@/adapters/contracts/payment-gateway.contract';
import { HttpApiClient } from '@/adapters/http/http-api-client';
import { HttpClient } from '@/adapters/http/http-client';
import { startTestApp } from '../../../server/test-support/start-test-app';
import { LazyPaymentGateway } from '@/adapters/payment/lazy-payment-gateway';
import { LocalPaymentGateway } from './local-payment-gateway';

paymentGatewayContract('LocalPaymentGateway against the embedded server', async () => {
  const t = await startTestApp();
  const user = await t.signIn('payer@example.com');
  // The browser sends the XSRF-TOKEN cookie itself; here the fetch adds it, as a cookie jar would.
  const withCookie: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie: `XSRF-TOKEN=${user.xsrf}` } });
  const api = new HttpApiClient(
    new HttpClient({
      baseUrl: `${t.origin}${t.prefix}`,
      getToken: () => user.token,
      getCookie: () => user.xsrf,
      fetch: withCookie,
    }),
  );
  return {
    gateway: new LocalPaymentGateway(api),
    openInvoice: async () => (await api.post<{ id: string }>('/invoices')).id,
    dispose: () => t.close(),
  };
});

paymentGatewayContract('LazyPaymentGateway loading LocalPaymentGateway, against the embedded server', async () => {
  const t = await startTestApp();
  const user = await t.signIn('lazy-payer@example.com');
  const withCookie: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie: `XSRF-TOKEN=${user.xsrf}` } });
  const api = new HttpApiClient(
    new HttpClient({
      baseUrl: `${t.origin}${t.prefix}`,
      getToken: () => user.token,
      getCookie: () => user.xsrf,
      fetch: withCookie,
    }),
  );
  return {
    gateway: new LazyPaymentGateway(false, async () => new (await import('./local-payment-gateway')).LocalPaymentGateway(api)),
    openInvoice: async () => (await api.post<{ id: string }>('/invoices')).id,
    dispose: () => t.close(),
  };
});
