export type MetricFamily = {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string>; count?: string; sum?: string }[];
};
export type MetricsFigures = {
  requests: number;
  requestsByRoute: Record<string, number>;
  requestsByStatus: Record<string, number>;
  upstreamCalls: number;
  upstreamByOutcome: Record<string, number>;
  upstreamByEndpoint: Record<string, number>;
  audit: { journaled: number; stored: number; waiting: number; lost: number };
  signInRefusals: Record<string, number>;
  residentMiB: number;
};
export const REQUIRED_FAMILIES: string[];
export function parseMetrics(text: string): MetricFamily[];
export function scrapeMetrics(port: number, host?: string): Promise<{ text: string; families: MetricFamily[] }>;
export function metricsFigures(families: MetricFamily[]): MetricsFigures;
export function metricsProblems(families: MetricFamily[], opts?: { secrets?: string[] }): string[];
export function instanceMetrics(opts: {
  port: number;
  host?: string;
  secrets?: string[];
}): Promise<{ figures: MetricsFigures | null; problems: string[] }>;
