import type { ReactElement } from 'react';
import { AppLink } from '@/ui/layout/app-link';

/** Links between the support pages; the current one is marked. */
export function SupportNav({ current }: { current: 'console' | 'audit' | 'widgets' }): ReactElement {
  return (
    <nav aria-label="Support" className="support-nav">
      <AppLink to="/support" aria-current={current === 'console' ? 'page' : undefined}>
        Support console
      </AppLink>
      <AppLink to="/support/audit" aria-current={current === 'audit' ? 'page' : undefined}>
        Audit trail
      </AppLink>
      <AppLink to="/support/account-widgets" aria-current={current === 'widgets' ? 'page' : undefined}>
        Account widgets
      </AppLink>
      <AppLink to="/admin">Admin mode</AppLink>
    </nav>
  );
}
