import { describe, expect, test } from 'vitest';
import { accountWidgetsContract } from '@/adapters/contracts/account-widgets.contract';
import { LocalAccountWidgets } from '@/adapters/local-widgets/local-account-widgets';
import { PAGE_TABLE } from '@/ui/routing/page-table';

accountWidgetsContract('LocalAccountWidgets', () => new LocalAccountWidgets());

describe('LocalAccountWidgets', () => {
  test('shows user management and audit management as the support console and the audit trail, support only', () => {
    const local = new LocalAccountWidgets();
    for (const [kind, path] of [
      ['userManagement', '/support'],
      ['auditManagement', '/support/audit'],
    ] as const) {
      const p = local.presentation(kind);
      expect(p).toMatchObject({ kind: 'ownPage', path });
      expect(PAGE_TABLE.find((e) => e.pattern === path)?.access).toBe('support');
    }
  });
});
