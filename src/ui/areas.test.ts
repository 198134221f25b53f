import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { AREAS } from '@/ui/areas';
import type { AreaManifest } from '@/ui/routing/area-manifest';
import { matchRoute } from '@/ui/routing/match-route';
import { isAreaBuilt, PAGE_TABLE } from '@/ui/routing/page-table';
import { frameFor, HOME_AREA_COUNT, PAGE_HEADINGS, PAGE_LEADS } from '@/ui/shell/route-frames';

const UI = join(import.meta.dirname);

/** Every `<area>-area.ts` in an area's folder, with its source. */
const manifestFiles = readdirSync(UI, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    readdirSync(join(UI, dir.name))
      .filter((name) => name.endsWith('-area.ts'))
      .map((name) => ({ file: `${dir.name}/${name}`, source: readFileSync(join(UI, dir.name, name), 'utf8') })),
  );

/** A path that a pattern's `:name` segments accept. */
const samplePath = (pattern: string): string => pattern.replace(/:[^/]+/g, 'x1');

describe('the areas (src/ui/areas.ts) and what is derived from them', () => {
  test('no two areas share a key or a path, and no two pages of the table share a pattern', () => {
    const keys = AREAS.map((a) => a.key);
    const patterns = PAGE_TABLE.map((p) => p.pattern);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(AREAS.map((a) => a.path)).size).toBe(AREAS.length);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  test("every area's path routes to its own signed-in page, with its key as the variant and its title", () => {
    for (const area of AREAS) {
      const entry = matchRoute(PAGE_TABLE, area.path)?.entry;
      expect(entry, area.key).toMatchObject({ pattern: area.path, title: area.title, access: 'signedIn', variant: area.key });
      if (area.load) expect(entry?.load, area.key).toBe(area.load);
      expect(isAreaBuilt(area.path), area.key).toBe(area.load !== undefined);
    }
  });

  test("every further page of an area routes to its own signed-in row, with the manifest's title and code", () => {
    const pages = AREAS.flatMap((a) => a.pages ?? []);
    expect(pages.map((p) => p.pattern)).toEqual(expect.arrayContaining(['/library/:folderId', '/join']));
    for (const page of pages) {
      const entry = matchRoute(PAGE_TABLE, samplePath(page.pattern))?.entry;
      expect(entry, page.pattern).toMatchObject({ pattern: page.pattern, title: page.title, access: 'signedIn' });
      expect(entry?.load, page.pattern).toBe(page.load);
      expect(entry?.variant, page.pattern).toBe(page.variant);
    }
  });

  test('every page of an area (a pattern for one with a parameter) has a prerendered frame with its heading (else its title) and lead', () => {
    const pages = AREAS.flatMap((a) => [
      { path: a.path, heading: a.heading ?? a.title, lead: a.lead },
      ...(a.pages ?? []).map((p) => ({ path: p.pattern, heading: p.heading ?? p.title, lead: p.lead })),
    ]);
    expect(Object.keys(PAGE_HEADINGS)).toEqual(pages.map((p) => p.path));
    for (const page of pages) {
      expect(frameFor(page.path, true), page.path).toMatchObject({ kind: 'page', heading: page.heading });
      expect(frameFor(page.path, true).lead, page.path).toBe(page.lead);
      expect(PAGE_LEADS[page.path], page.path).toBe(page.lead);
    }
    expect(frameFor('/rollovers', true).heading).toBe('Incoming rollovers');
    expect(frameFor('/library/3f2b', true).heading).toBe('Document library');
    expect(HOME_AREA_COUNT).toBe(AREAS.length);
  });

  test("every area's tile source reports for that area's key", async () => {
    for (const area of AREAS.filter((a) => a.tile)) expect((await area.tile!()).area, area.key).toBe(area.key);
  });

  test('every manifest in an area folder is in the list, and names code only through import() (no static import)', async () => {
    expect(manifestFiles.length).toBeGreaterThan(0);
    const listed = new Set<unknown>(AREAS);
    for (const { file, source } of manifestFiles) {
      const staticImports = source.match(/^import\s+(?!type\s)[^;]*;/gm) ?? [];
      expect(staticImports, file).toEqual([]);
      const module = (await import(/* @vite-ignore */ `@/ui/${file.replace(/\.ts$/, '')}`)) as Record<string, AreaManifest>;
      for (const [name, manifest] of Object.entries(module)) expect(listed.has(manifest), `${file}: ${name}`).toBe(true);
    }
  });
});
