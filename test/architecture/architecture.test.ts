import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkTree, importsOf, importsWithKind, repositoryRoot, ruleBroken } from './import-rules';

describe('layer rule', () => {
  test('the repository has no import crossing a layer the wrong way', () => {
    expect(checkTree(repositoryRoot)).toEqual([]);
  });

  test('catches every violation planted in the fixture tree, and nothing else', () => {
    const found = checkTree(join(repositoryRoot, 'test/architecture/fixture'))
      .map((v) => `${v.file} -> ${v.specifier}`)
      .sort();
    expect(found).toEqual([
      'server/undeclared.ts -> left-pad',
      'server/undeclared.ts -> playwright-core',
      'server/uses-adapter.ts -> ../src/adapters/http/http-client',
      'server/uses-wire-types.ts -> ../src/adapters/http/wire',
      'src/adapters/fakes/uses-wire-types.ts -> @/adapters/http/generated/api-types',
      'src/adapters/uses-pg.ts -> pg',
      'src/domain/ok-helper.test.ts -> mobx',
      'src/domain/reaches-port.ts -> @/ports/clock',
      'src/domain/uses-react.ts -> react',
      'src/ports/clock.ts -> inversify',
      'src/ui/lazy.tsx -> @/container/local-module',
      'src/ui/monitoring/planted-monitoring-view-model.ts -> @sentry/browser',
      'src/ui/page.tsx -> ../adapters/http/http-client',
      'src/ui/planted-database-view-model.ts -> pg',
      'src/ui/uses-node.ts -> node:fs',
    ]);
  });

  test('each layer has an allow-list of packages: a vendor SDK or the database driver in src/ui fails', () => {
    expect(ruleBroken('src/ui/home/home-view-model.ts', '@sentry/browser')).toBe(
      'ui may not import @sentry/browser (allowed packages: test/architecture/layer-packages.ts)',
    );
    expect(ruleBroken('src/ui/home/home-view-model.ts', 'pg')).toBe(
      'ui may not import pg (allowed packages: test/architecture/layer-packages.ts)',
    );
    expect(ruleBroken('src/ui/home/home-view-model.ts', 'mobx')).toBeUndefined();
    expect(ruleBroken('src/ui/kit/signature-field.tsx', 'signature_pad')).toBeUndefined();
    expect(ruleBroken('src/domain/contributions/limits.ts', 'date-fns/addMonths')).toBeUndefined();
    expect(ruleBroken('src/domain/contributions/limits.ts', 'mobx')).toBe(
      'domain imports only class-validator, date-fns and itself',
    );
    expect(ruleBroken('src/ports/analytics.ts', '@sentry/browser')).toBe('ports import only the domain (packages as types only)');
    expect(ruleBroken('src/ports/analytics.ts', '@sentry/browser', true)).toBeUndefined();
    expect(ruleBroken('src/container/app-container.ts', 'pg')).toBe(
      'container may not import pg (allowed packages: test/architecture/layer-packages.ts)',
    );
    expect(ruleBroken('server/app.ts', 'pg')).toBeUndefined();
    expect(ruleBroken('server/app.ts', 'vitest')).toBe('package not declared in package.json dependencies');
    expect(ruleBroken('server/app.test.ts', 'vitest')).toBeUndefined();
  });

  test('marks type-only imports', () => {
    const source = [
      "import type { A } from 'a';",
      "import { type B } from 'b';",
      "export type { C } from 'c';",
      "import type { D } from 'd';",
      "import { d } from 'd';",
    ].join('\n');
    expect(importsWithKind(source)).toEqual([
      { specifier: 'a', typeOnly: true },
      { specifier: 'b', typeOnly: false },
      { specifier: 'd', typeOnly: false },
      { specifier: 'c', typeOnly: true },
    ]);
  });

  test('reads static, re-exported, side-effect, dynamic and require imports, not comments', () => {
    const source = [
      "import a from 'a';",
      "import type { B } from 'b';",
      "export { c } from 'c';",
      "import 'd';",
      "const e = await import('e');",
      "const f = require('f');",
      "// import g from 'g';",
      "/* import h from 'h'; */",
    ].join('\n');
    expect(importsOf(source).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
