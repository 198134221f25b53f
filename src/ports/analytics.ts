/** Product analytics (events, identified profiles) and the page-analytics tag. */
export interface Analytics {
  /** Loads the configured tools; does nothing when none is configured or the host is a local/dev host. */
  start(): Promise<void>;
  /** Records an event with optional properties. */
  track(event: string, properties?: Record<string, unknown>): void;
  /** Records a page view of `path`. */
  page(path: string): void;
  /** Links further events to a signed-in user (only identified users get a profile). */
  identify(userId: string, traits?: { email?: string; name?: string }): void;
  /** Forgets the identified user (at logout). */
  reset(): void;
}
export const Analytics = Symbol('Analytics');
