import type { AccountRecord, ProductTheme } from '@/domain/account/account-record';
import { parseUser } from '@/domain/session';
import type { AccountApi } from '@/ports/account-api';
import type { ApiClient } from '@/ports/api-client';
import type { Answer } from './wire';

/** The current-user answer has no id or e-mail (the session keeps the identity data instead). */
export const NO_ACCOUNT_MESSAGE = 'The current user has no id or e-mail';

/** The account and the product configuration over the product API (the bound ApiClient: bearer, XSRF, X-Act-As). */
export class HttpAccountApi implements AccountApi {
  constructor(private readonly api: ApiClient) {}

  async account(): Promise<AccountRecord> {
    const me = (await this.api.getMe()) as Partial<Answer<'getMe'>>;
    // The spec's user: an id (a number becomes a string) and an e-mail, or nothing.
    const user = parseUser(me);
    if (user === undefined) throw new Error(NO_ACCOUNT_MESSAGE);
    const actingAs = me.acting_as;
    return {
      userId: user.id,
      email: user.user_email,
      name: me.name ?? null,
      roles: Array.isArray(me.roles) ? me.roles.filter((r) => typeof r === 'string') : [],
      actingAs: actingAs ? { id: actingAs.id, email: actingAs.user_email, name: actingAs.name ?? null } : null,
    };
  }

  async productTheme(): Promise<ProductTheme> {
    const config = await this.api.get<Partial<Answer<'getProductConfig'>>>('/config');
    return {
      partnerThemeColor: typeof config.partnerThemeColor === 'string' ? config.partnerThemeColor : null,
      chartPalette: Array.isArray(config.app_theme_chart_palette) ? [...config.app_theme_chart_palette] : [],
    };
  }
}
