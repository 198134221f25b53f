import { describe, expect, test } from 'vitest';
import { codeOf, productSources } from './source-files';

/** The one place that builds the server's services (issue 27). */
const COMPOSITION = 'server/services.ts';

const TEST_FOLDERS = ['server/test-support/'];

/** The server's product code (its test support excepted). */
const serverSources = (): string[] =>
  productSources('server').filter((f) => !TEST_FOLDERS.some((folder) => f.startsWith(folder)));
const code = codeOf;

/** Constructing a service: `new LoanService(`, `new FolderService<...>(`. */
const NEW_SERVICE = /\bnew\s+[A-Z][A-Za-z0-9]*Service\s*[(<]/;

describe('service composition (issue 27)', () => {
  test('the check sees a construction and nothing else', () => {
    expect(NEW_SERVICE.test('const loans = new LoanService(deps.db, assets);')).toBe(true);
    expect(NEW_SERVICE.test('new DocumentService(db, new FolderService(db, clock), blobs, clock)')).toBe(true);
    expect(NEW_SERVICE.test('const pages = new DocumentPages(deps.db);')).toBe(false);
    expect(NEW_SERVICE.test('services: ProductServices')).toBe(false);
    expect(NEW_SERVICE.test('new ServiceError(')).toBe(false);
  });

  test('the composition place builds the services', () => {
    expect(NEW_SERVICE.test(code(COMPOSITION))).toBe(true);
  });

  test("route plugins and areas build nothing of the server's own: stores, readers and filers come from the composition", () => {
    const routeFiles = serverSources().filter((f) => /\/(routes|[a-z0-9-]+-routes|area|plugin)\.ts$/.test(f));
    expect(routeFiles.length).toBeGreaterThan(15);
    const built = routeFiles.flatMap((f) => {
      const text = code(f);
      const local = new Set(
        [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.{1,2}\/[^']*'/g)].flatMap((m) =>
          m[1].split(',').map(
            (n) =>
              n
                .replace(/^\s*type\s+/, '')
                .trim()
                .split(/\s+as\s+/)
                .pop() ?? '',
          ),
        ),
      );
      return [...text.matchAll(/\bnew\s+([A-Z][A-Za-z0-9]*)\s*[(<]/g)]
        .map((m) => m[1])
        .filter((name) => local.has(name) && !name.endsWith('Error'))
        .map((name) => `${f} ${name}`);
    });
    expect(built).toEqual([]);
  });

  test('no other server file constructs a service: route plugins and services are given the services they use', () => {
    const constructing = serverSources().filter((f) => f !== COMPOSITION && NEW_SERVICE.test(code(f)));
    expect(constructing).toEqual([]);
  });
});
