// The cluster test's limits: two instances count one sign-in limit in the store they share,
// so together they allow exactly the limit, not twice it. Attempts go straight to each instance in turn,
// as from a client behind one proxy (X-Forwarded-For; the instances trust one hop).

import { loginRequest } from './session.mjs';

/** The defaults the instances run with (server/config.ts): failed sign-ins per address and per email. */
const PER_ADDRESS = 100;
const PER_EMAIL = 10;

async function attempt(base, email, password, address) {
  const res = await loginRequest(base, email, password, { 'X-Forwarded-For': address });
  await res.arrayBuffer();
  return res.status;
}

/** `count` wrong passwords sent to the instances in turn; the statuses each answered. */
async function wrongPasswords(bases, count, emailOf, address) {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push(await attempt(bases[i % bases.length], emailOf(i), `wrong-password-${i}`, address));
  return statuses;
}

/**
 * Per address: PER_ADDRESS wrong passwords (each a different email) through A and B in turn are all
 * refused with 401; the next is 429 on both. Per email likewise with PER_EMAIL, from another address.
 */
export async function checkSharedLimits({ bases, runId }) {
  const figures = {};
  const problems = [];
  const byAddress = await wrongPasswords(bases, PER_ADDRESS, (i) => `guess-${runId}-${i}@acme.test`, '198.51.100.10');
  const afterAddress = await Promise.all(
    bases.map((base) => attempt(base, `guess-${runId}-last@acme.test`, 'wrong-password-last', '198.51.100.10')),
  );
  figures.perAddress = { limit: PER_ADDRESS, refused401: byAddress.filter((s) => s === 401).length, then: afterAddress };
  if (figures.perAddress.refused401 !== PER_ADDRESS || afterAddress.some((s) => s !== 429)) {
    problems.push(`per address: ${JSON.stringify(figures.perAddress)} (expected ${PER_ADDRESS} answers 401, then 429 on each instance)`);
  }
  const byEmail = await wrongPasswords(bases, PER_EMAIL, () => `target-${runId}@acme.test`, '198.51.100.11');
  const afterEmail = await Promise.all(
    bases.map((base) => attempt(base, `target-${runId}@acme.test`, 'wrong-password-last', '198.51.100.12')),
  );
  figures.perEmail = { limit: PER_EMAIL, refused401: byEmail.filter((s) => s === 401).length, then: afterEmail };
  if (figures.perEmail.refused401 !== PER_EMAIL || afterEmail.some((s) => s !== 429)) {
    problems.push(`per email: ${JSON.stringify(figures.perEmail)} (expected ${PER_EMAIL} answers 401, then 429 on each instance)`);
  }
  return { figures, problems };
}
