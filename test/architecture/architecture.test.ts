import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkTree, importsOf, repositoryRoot } from './import-rules';

describe('layer rule', () => {
  test('the repository has no import crossing a layer the wrong way', () => {
    expect(checkTree(repositoryRoot)).toEqual([]);
  });

  test('catches every violation planted in the fixture tree, and nothing else', () => {
    const found = checkTree(join(repositoryRoot, 'test/architecture/fixture'))
      .map((v) => `${v.file} -> ${v.specifier}`)
      .sort();
    expect(found).toEqual([
      'server/uses-adapter.ts -> ../src/adapters/http/http-client',
      'src/domain/ok-helper.test.ts -> mobx',
      'src/domain/reaches-port.ts -> @/ports/clock',
      'src/domain/uses-react.ts -> react',
      'src/ports/clock.ts -> inversify',
      'src/ui/lazy.tsx -> @/container/local-module',
      'src/ui/page.tsx -> ../adapters/http/http-client',
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
