import { checkoutApiContract } from '@/adapters/contracts/checkout-api.contract';
import { embeddedOwners } from '@/adapters/contracts/embedded-owners';
import { HttpCheckoutApi } from './http-checkout-api';

const server = embeddedOwners(new Date('2026-01-15T12:00:00Z'));

checkoutApiContract('HttpCheckoutApi against the embedded server', async () => {
  const { api } = await server.newcomer('checkout-contract');
  return { api: new HttpCheckoutApi(api) };
});
