/** A user's notification preference: whether they want e-mail when their plan needs their attention (issue 11). */
export interface UserPreferencesTable {
  user_id: string;
  email_updates: boolean;
  updated_at: Date;
}

/** The phone number on a user's profile, formatted (decision 0265). */
export interface UserPhonesTable {
  user_id: string;
  phone: string;
  updated_at: Date;
}

/** The users area's own tables. */
export interface UsersAreaTables {
  user_preferences: UserPreferencesTable;
  user_phones: UserPhonesTable;
}
