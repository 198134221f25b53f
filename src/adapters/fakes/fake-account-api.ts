import type { AccountPerson, AccountRecord, ProductTheme } from '@/domain/account/account-record';
import type { AccountApi } from '@/ports/account-api';
import { FakePortCalls } from './fake-port-kit';

/**
 * The signed-in account and the product's theme in memory (decision 0302). A test sets `user` or calls `actFor`
 * (admin mode), sets `theme`, reads `calls`; `failNext` fails the next call.
 */
export class FakeAccountApi extends FakePortCalls implements AccountApi {
  /** The signed-in user. */
  user: AccountRecord = { userId: 'user-1', email: 'owner@example.com', name: null, roles: [], actingAs: null };
  /** The product configuration's theme (the server's defaults). */
  theme: ProductTheme = {
    partnerThemeColor: '#1f4e79',
    chartPalette: ['#1f4e79', '#2e86c1', '#48c9b0', '#f4d03f', '#eb984e', '#a569bd'],
  };

  /** Admin mode: the user is a support user acting for `participant` (null leaves it). */
  actFor(participant: AccountPerson | null): this {
    const roles = participant && !this.user.roles.includes('support') ? [...this.user.roles, 'support'] : this.user.roles;
    this.user = { ...this.user, roles, actingAs: participant };
    return this;
  }

  async account(): Promise<AccountRecord> {
    this.check('account');
    return { ...this.user, roles: [...this.user.roles], actingAs: this.user.actingAs && { ...this.user.actingAs } };
  }

  async productTheme(): Promise<ProductTheme> {
    this.check('productTheme');
    return { ...this.theme, chartPalette: [...this.theme.chartPalette] };
  }
}
