import type { AccountRecord, ProductTheme } from '@/domain/account/account-record';

/**
 * The signed-in account and the product configuration (GET /me and GET /config of docs/api/openapi.yaml, decision 0302).
 * In admin mode the account names the participant acted for (the bound ApiClient sends X-Act-As). Failures reject with
 * the ApiClient's ApiError; an answer without an id or e-mail rejects too (the session then keeps the identity data).
 */
export interface AccountApi {
  /** The signed-in user and, in admin mode, the participant acted for. */
  account(): Promise<AccountRecord>;
  /** The theme of the product configuration block (spec section 3). */
  productTheme(): Promise<ProductTheme>;
}
export const AccountApi = Symbol('AccountApi');
