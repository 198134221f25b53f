/** Whether the user wants an e-mail when their plan needs their attention ("Stay up to date"). */
export interface NotificationPreference {
  /** null until the user answered. */
  emailUpdates: boolean | null;
  /** When they answered (ISO timestamp), or null. */
  updatedAt: string | null;
}

/** The phone saved on the user's profile (decision 0265). */
export interface ProfilePhoneRecord {
  /** Formatted as people read it ("(555) 123-4567"); null until saved. */
  phone: string | null;
  /** When it was saved (ISO timestamp), or null. */
  updatedAt: string | null;
}
