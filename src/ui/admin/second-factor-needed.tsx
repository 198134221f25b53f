import type { ReactElement } from 'react';
import { ADMIN_NEEDS_FACTOR_MESSAGE } from '@/ui/admin/admin-mode-entry';
import { AppLink } from '@/ui/layout/app-link';

/** Tells a support user without a second factor why admin mode did not open, with the way to the profile. */
export function SecondFactorNeeded(): ReactElement {
  return (
    <div className="alert alert--error" role="alert">
      <p>{ADMIN_NEEDS_FACTOR_MESSAGE}</p>
      <p>
        <AppLink to="/profile">Add a second factor on your profile</AppLink>
      </p>
    </div>
  );
}
