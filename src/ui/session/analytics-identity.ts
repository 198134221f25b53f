import type { Analytics } from '@/ports/analytics';

/** Who product analytics knows: identified at sign-in (id and e-mail), forgotten at logout and on a user switch. */
export class AnalyticsIdentity {
  private userId: string | undefined = undefined;

  constructor(private readonly analytics: Analytics) {}

  /** The user signed in: starts analytics (no-op where not allowed) and identifies them; another user before is reset first. */
  signedIn(userId: string, email: string | undefined): void {
    if (this.userId === userId) return;
    if (this.userId !== undefined) this.analytics.reset();
    this.userId = userId;
    void this.analytics
      .start()
      .then(() => {
        // A logout or another user while the tools loaded wins: never identify someone who has left.
        if (this.userId === userId) this.analytics.identify(userId, email === undefined ? {} : { email });
      })
      .catch(() => undefined);
  }

  /** The user left (logout, or a new sign-in replacing the session): analytics forgets them. */
  signedOut(): void {
    this.userId = undefined;
    this.analytics.reset();
  }
}
