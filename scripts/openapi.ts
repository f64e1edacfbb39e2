// `npm run openapi`: writes docs/openapi.json from the endpoint contract
// (packages/domain/src/api/contract.ts). A unit test (packages/domain/src/api/openapi.test.ts)
// fails when the checked-in file differs from what the contract builds, so run this after
// changing the contract or a schema it names, and commit the file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiText } from '../packages/domain/src/api/openapi.ts';

const file = path.resolve('docs/openapi.json');
writeFileSync(file, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
