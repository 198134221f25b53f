#!/usr/bin/env node
// `npm run api:types`: writes the wire types of the product API from its contract (docs/api/openapi.yaml) with
// openapi-typescript. `--check` writes nothing and fails when the checked-in file is not what the contract gives (a
// unit test runs the same check, so a stale file fails `npm test`). Decision 0302.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT = join(root, 'docs/api/openapi.yaml');
export const GENERATED = join(root, 'src/adapters/http/generated/api-types.ts');

const HEADER = `// Generated from docs/api/openapi.yaml by \`npm run api:types\` (openapi-typescript). Do not edit.
// Imported only by src/adapters/http and the server (test/architecture).
`;

/** The generated file's text for the contract as it stands. */
export async function generatedApiTypes() {
  const ast = await openapiTS(pathToFileURL(CONTRACT), { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = await generatedApiTypes();
  if (process.argv.includes('--check')) {
    if (readFileSync(GENERATED, 'utf8') !== text) {
      console.error(`${GENERATED} is stale: run npm run api:types`);
      process.exit(1);
    }
    console.log('api types: current');
  } else {
    writeFileSync(GENERATED, text);
    console.log(`wrote ${GENERATED}`);
  }
}
