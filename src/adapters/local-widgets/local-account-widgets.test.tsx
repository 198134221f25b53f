import { describe, expect, test } from 'vitest';
import { accountWidgetsContract } from '@/adapters/contracts/account-widgets.contract';
import { LocalAccountWidgets } from '@/adapters/local-widgets/local-account-widgets';

accountWidgetsContract('LocalAccountWidgets', () => new LocalAccountWidgets());

describe('LocalAccountWidgets', () => {
  test('shows user management, audit management and the user profile as this product pages', () => {
    const local = new LocalAccountWidgets();
    expect(local.presentation('userManagement')).toEqual({ kind: 'ownPage', path: '/support', title: 'Support console' });
    expect(local.presentation('auditManagement')).toEqual({ kind: 'ownPage', path: '/support/audit', title: 'Audit trail' });
    expect(local.presentation('userProfile')).toEqual({ kind: 'ownPage', path: '/profile', title: 'Profile and security' });
  });
});
