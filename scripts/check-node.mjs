// `node scripts/check-node.mjs`: exits with a clear message when this Node.js is older than the
// project's (24, see package.json "engines"), instead of letting the demo upstream's better-sqlite3 13
// crash with a segmentation fault on Node 20. `npm test` and `npm start` run it first.
export const NODE_MAJOR = 24;

export function nodeProblem(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  return major >= NODE_MAJOR
    ? null
    : `Node.js ${NODE_MAJOR} is needed, this is ${version}. In this shell, \`. scripts/use-node.sh\` fetches it once and puts it first on PATH (README, "The two commands").`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = nodeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
