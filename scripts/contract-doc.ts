import { writeFileSync } from 'node:fs';
import { contractMarkdown } from './contract-md';

writeFileSync(new URL('../docs/upstream-api.md', import.meta.url), contractMarkdown());
console.log('wrote docs/upstream-api.md');
