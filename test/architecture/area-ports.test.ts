import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryRoot } from './import-rules';
import { codeOf, productSources } from './source-files';

const sources = productSources;
const code = codeOf;

/** The first path segments of the contract's operations, e.g. 'loans', 'rollovers'. */
const contractSegments = [
  ...new Set(
    [...readFileSync(join(repositoryRoot, 'docs/api/openapi.yaml'), 'utf8').matchAll(/^ {2}\/([a-z0-9-]+)/gm)].map((m) => m[1]),
  ),
];
/** A request with a literal path of the product API: `api.get('/loans/terms')`, `` post<T>(`/rollovers/${id}`) ``. */
const API_PATH_LITERAL = new RegExp(
  `\\.(get|post|put|patch|delete|upload)(<[^>()]*>)?\\(\\s*['"\`]/(${contractSegments.join('|')})(/|['"\`?$])`,
);

describe('area ports (decision 0302)', () => {
  test('the contract paths are known to the check', () => {
    expect(contractSegments).toEqual(expect.arrayContaining(['loans', 'rollovers', 'beneficiaries', 'me', 'checkout']));
    expect(API_PATH_LITERAL.test("this.api.get('/loans/terms')")).toBe(true);
    const templated = ['api.post(`/rollovers/', '$', '{id}/letter`)'].join('');
    expect(API_PATH_LITERAL.test(templated)).toBe(true);
    expect(API_PATH_LITERAL.test("path: '/loansome'")).toBe(false);
    // A page's own address is not an API path.
    expect(API_PATH_LITERAL.test("this.router.navigate('/library')")).toBe(false);
  });

  test('the UI depends on ports: no file of src/ui names the ApiClient or an API path', () => {
    const onTheClient = sources('src/ui').filter((f) => /\bApiClient\b/.test(code(f)) || API_PATH_LITERAL.test(code(f)));
    expect(onTheClient).toEqual([]);
  });

  test('nothing in src/ui binds but the UI module: the container resolves view-models and page stores itself', () => {
    const binding = sources('src/ui').filter((f) => /\.(bind|rebind|toSelf)\(/.test(code(f)));
    expect(binding).toEqual(['src/ui/ui-module.ts']);
  });

  test('only src/adapters/http knows the product prefix', () => {
    const prefixed = [...sources('src'), ...sources('server')].filter(
      (f) => !f.startsWith('src/adapters/http/') && !f.startsWith('server/') && /['"`][^'"`]*\/solo401k/.test(code(f)),
    );
    expect(prefixed).toEqual([]);
  });
});
