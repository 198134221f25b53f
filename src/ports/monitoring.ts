/** The signed-in user as monitoring sees them. */
export interface MonitoringUser {
  /** User id. */
  id: string;
  /** E-mail address. */
  email?: string;
}

/** Error reporting and session replay. */
export interface Monitoring {
  /** Starts error reporting once both site config and a user are present (never on the local host); later calls do nothing. */
  start(user: MonitoringUser): Promise<void>;
  /** True once error reporting has started. */
  isStarted(): boolean;
  /** Reports an error (dropped when not started). */
  captureError(error: unknown, context?: Record<string, unknown>): void;
  /** Identifies the user in the replay tool once it has loaded. */
  identify(user: MonitoringUser): void;
  /** Anonymises the replay session (at sign-out). */
  anonymize(): void;
}
export const Monitoring = Symbol('Monitoring');
