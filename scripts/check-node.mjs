// The project's Node.js: the version in .nvmrc (read by nvm, fnm, mise and setup-node too), an LTS line.
// `node scripts/check-node.mjs` exits with a clear message when the Node.js running it is older than
// that major, instead of letting the demo upstream's better-sqlite3 13 crash with a segmentation fault
// on Node 20. `npm test` and `npm start` run it first.
import { readFileSync } from 'node:fs';

export const NODE_VERSION = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim();
export const NODE_MAJOR = Number(NODE_VERSION.split('.')[0]);

export function nodeProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  return major >= NODE_MAJOR
    ? null
    : `Node.js ${NODE_MAJOR} is needed, this is ${version}. Run the project through npm (\`npm start\`, \`npm test\`, \`npx …\`): after \`npm install\`, npm's scripts run on the Node.js ${NODE_VERSION} it puts in node_modules/.bin (README, "The two commands").`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
