import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ADMIN_MODE_OFF, enterAdminMode, exitAdminMode, parseAdminMode, safeInAppPath } from './admin-mode';

describe('AdminMode', () => {
  test('entering stores the id, the name and the current path, and navigates to that path', () => {
    const { mode, navigateTo } = enterAdminMode(ADMIN_MODE_OFF, { id: 'p-7', participantName: 'Ada Lovelace' }, '/documents');
    expect(mode).toEqual({ enabled: true, id: 'p-7', participantName: 'Ada Lovelace', returnPath: '/documents' });
    expect(navigateTo).toBe('/documents');
  });

  test('leaving clears it and navigates to the remembered path', () => {
    const on = enterAdminMode(ADMIN_MODE_OFF, { id: 'p-7' }, '/assets?tab=metals').mode;
    expect(exitAdminMode(on)).toEqual({ mode: ADMIN_MODE_OFF, navigateTo: '/assets?tab=metals' });
  });

  test('leaving with no remembered path navigates to the root', () => {
    expect(exitAdminMode(ADMIN_MODE_OFF).navigateTo).toBe('/');
    expect(exitAdminMode({ ...ADMIN_MODE_OFF, enabled: true, id: 'p', returnPath: undefined }).navigateTo).toBe('/');
  });

  test('switching participant keeps the path remembered on first entry', () => {
    const first = enterAdminMode(ADMIN_MODE_OFF, { id: 'p-1' }, '/support').mode;
    const second = enterAdminMode(first, { id: 'p-2', participantName: 'Bo' }, '/documents');
    expect(second.mode).toEqual({ enabled: true, id: 'p-2', participantName: 'Bo', returnPath: '/support' });
    expect(exitAdminMode(second.mode).navigateTo).toBe('/support');
  });

  test('a blank participant id does not apply', () => {
    expect(enterAdminMode(ADMIN_MODE_OFF, { id: '  ' }, '/x')).toEqual({ mode: ADMIN_MODE_OFF, navigateTo: undefined });
  });

  test('a current path that could leave the site is not remembered; the root is used instead', () => {
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil.example', 'relative']) {
      const { mode, navigateTo } = enterAdminMode(ADMIN_MODE_OFF, { id: 'p' }, path);
      expect(mode.returnPath).toBeUndefined();
      expect(navigateTo).toBe('/');
    }
  });

  test('reads stored tab data back, and anything malformed as off', () => {
    const on = { enabled: true, id: 'p-7', participantName: 'Ada', returnPath: '/documents' };
    expect(parseAdminMode(JSON.parse(JSON.stringify(on)))).toEqual(on);
    for (const bad of [null, 'on', [], { enabled: 'true', id: 'p' }, { enabled: true }, { enabled: true, id: '' }]) {
      expect(parseAdminMode(bad)).toEqual(ADMIN_MODE_OFF);
    }
    expect(parseAdminMode({ enabled: true, id: 'p', returnPath: '//evil' }).returnPath).toBeUndefined();
  });

  test('property: enter then exit always clears the mode and lands on an in-app path', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (id, name, path) => {
        const entered = enterAdminMode(ADMIN_MODE_OFF, { id, participantName: name }, path);
        const left = exitAdminMode(entered.mode);
        expect(left.mode).toEqual(ADMIN_MODE_OFF);
        expect(safeInAppPath(left.navigateTo)).toBe(left.navigateTo);
        if (entered.navigateTo !== undefined) expect(left.navigateTo).toBe(entered.navigateTo);
      }),
    );
  });
});
