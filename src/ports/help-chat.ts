/** The person the help chat is started for. */
export interface HelpChatUser {
  /** Display name; the widget shows 'Unknown' when absent. */
  name?: string;
  /** E-mail; a placeholder address is used when absent. */
  email?: string;
}

/** The help chat widget. */
export interface HelpChat {
  /** Starts (or restarts) the widget for `user`. */
  start(user: HelpChatUser): Promise<void>;
  /** Stops the widget (at logout). */
  stop(): void;
  /** True while the widget is started. */
  isRunning(): boolean;
}
export const HelpChat = Symbol('HelpChat');
