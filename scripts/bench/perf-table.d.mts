// Types of scripts/bench/perf-table.mjs (plain ESM, run by the bench without a compiler).
export const RESULTS_DIR: string;
export const DOC_PATH: string;
export const START: string;
export const END: string;
export function perfTable(results: Record<string, unknown>): string;
export function replaceBetweenMarkers(doc: string, block: string): string;
export function readResults(dir?: string): Record<string, unknown>;
export function writePerfTable(options?: { dir?: string; doc?: string }): boolean;
