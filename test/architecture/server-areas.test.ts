import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryRoot } from './import-rules';

/** The server folders that export an area object (`server/<area>/area.ts`). */
const areaFolders = readdirSync(join(repositoryRoot, 'server'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(repositoryRoot, 'server', d.name, 'area.ts')))
  .map((d) => d.name)
  .sort();

const read = (file: string): string => readFileSync(join(repositoryRoot, file), 'utf8');

describe('server areas (issue 27)', () => {
  test('every area folder is in the one list of areas, server/areas.ts', () => {
    expect(areaFolders).toEqual(expect.arrayContaining(['loans', 'library', 'bank', 'billing', 'support']));
    const listed = [...read('server/areas.ts').matchAll(/from '\.\/([a-z-]+)\/area'/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(areaFolders);
  });

  test('the shared places register no area route plugin and import no area migrations themselves', () => {
    const app = read('server/app.ts');
    expect(app).not.toMatch(/\.register\(\s*[a-z][A-Za-z]*Routes\b/);
    const migrations = read('server/db/migrations.ts');
    for (const area of areaFolders) expect(migrations).not.toContain(`from '../${area}/`);
  });

  test('the database type is derived from the list of areas, and an area with migrations names its tables', () => {
    const schema = read('server/db/schema.ts');
    expect(schema).toContain("import type { serverAreas } from '../areas';");
    for (const area of areaFolders) expect(schema).not.toContain(`from '../${area}/`);
    for (const area of areaFolders) {
      const source = read(`server/${area}/area.ts`);
      if (/^\s*migrations:/m.test(source)) expect(source, area).toMatch(/: ServerArea<[A-Z]\w*Tables> = \{/);
    }
  });
});
