import type { ReactElement } from 'react';
import { ADMIN_NEEDS_FACTOR_MESSAGE } from '@/ui/admin/admin-mode-entry';
import { ErrorAlert } from '@/ui/kit/error-alert';
import { AppLink } from '@/ui/layout/app-link';

/**
 * Tells a support user without a second factor why admin mode (or, with `message`, the support console) did not open,
 * with the way to the profile.
 */
export function SecondFactorNeeded({ message = ADMIN_NEEDS_FACTOR_MESSAGE }: { message?: string }): ReactElement {
  return (
    <ErrorAlert as="div">
      <p>{message}</p>
      <p>
        <AppLink to="/profile">Add a second factor on your profile</AppLink>
      </p>
    </ErrorAlert>
  );
}
