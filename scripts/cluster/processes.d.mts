// Types of processes.mjs for the TypeScript that imports it (tests/e2e/global-setup.ts).
import type { ChildProcess } from 'node:child_process';

export type Child = ChildProcess & {
  name: string;
  logFile: string;
  exited: Promise<{ code: number | null; signal: string | null; at: number }>;
};
export function start(
  name: string,
  command: string,
  args: string[],
  opts: { env: NodeJS.ProcessEnv; logFile: string; cwd?: string },
): Child;
export function waitForHttp(url: string, child?: Child, opts?: { timeoutMs?: number; status?: number }): Promise<void>;
export function stop(
  child: Child,
  opts?: { signal?: NodeJS.Signals; graceMs?: number },
): Promise<{ code: number | null; signal: string | null; at: number }>;
export function stopAll(): Promise<void>;
export function rssMiB(pid: number): number | null;
export function assertPortFree(port: number, what: string): Promise<void>;
export function sleep(ms: number): Promise<void>;
