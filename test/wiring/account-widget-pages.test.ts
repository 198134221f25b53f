import { describe, expect, test } from 'vitest';
import { LocalAccountWidgets } from '@/adapters/local-widgets/local-account-widgets';
import { ACCOUNT_WIDGET_KINDS } from '@/ports/account-widgets';
import { PAGE_TABLE } from '@/ui/routing/page-table';

describe("the local profile's account widget pages", () => {
  test('each own page is a page of the app with that title; the management ones are for support users only', () => {
    const local = new LocalAccountWidgets();
    const pages = ACCOUNT_WIDGET_KINDS.flatMap((kind) => {
      const p = local.presentation(kind);
      return p.kind === 'ownPage' ? [{ ...p, widget: kind }] : [];
    });
    expect(pages.map((p) => p.widget)).toEqual(['userManagement', 'auditManagement', 'userProfile']);
    for (const p of pages) {
      const page = PAGE_TABLE.find((e) => e.pattern === p.path);
      expect(page?.title, p.widget).toBe(p.title);
      expect(page?.access, p.widget).toBe(p.widget === 'userProfile' ? 'signedIn' : 'support');
    }
  });
});
