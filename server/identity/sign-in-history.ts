import type { Kysely } from 'kysely';
import type { IdentityTables } from './schema';

/** Descope's UserHistoryResponse: one sign-in, `loginTime` in Unix seconds. City and country are not looked up here. */
export interface SignInRecord {
  userId: string;
  loginTime: number;
  city: string;
  country: string;
  ip: string;
}

/** How many sign-ins GET /v1/auth/me/history answers, newest first. */
export const HISTORY_LIMIT = 50;

/** The sign-in history of users (identity_sign_ins). */
export class SignInHistory {
  constructor(private readonly db: Kysely<IdentityTables>) {}

  /** Records a sign-in of `userId` at `at` from `ip` with the factors `amr`. */
  async record(userId: string, at: Date, ip: string, amr: string[]): Promise<void> {
    await this.db
      .insertInto('identity_sign_ins')
      .values({ user_id: userId, login_time: at, ip: ip.slice(0, 64), methods: amr.join(' ') })
      .execute();
  }

  /** The user's newest sign-ins. */
  async of(userId: string): Promise<SignInRecord[]> {
    const rows = await this.db
      .selectFrom('identity_sign_ins')
      .select(['login_time', 'ip'])
      .where('user_id', '=', userId)
      .orderBy('login_time', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute();
    return rows.map((r) => ({
      userId,
      loginTime: Math.floor(new Date(r.login_time).getTime() / 1000),
      city: '',
      country: '',
      ip: r.ip,
    }));
  }
}
