// Types of scripts/page-weight.mjs (plain ESM, run by the bench without a compiler).
export const KB: number;
export const BUDGET: { plain: number; interactive: number; map: number };
export const MAP_MODULES: RegExp;
export function isBuilt(dist: string): boolean;
export type RouteWeight = {
  route: string;
  /** First-load JS, gzip bytes. */
  size: number;
  kind: keyof typeof BUDGET;
  limit: number;
  hasSources: boolean;
  clientModules: Record<string, { chunks: string[] }>;
};
export function pageWeights(dist: string): { floor: number; floorFiles: string[]; routes: RouteWeight[] };
