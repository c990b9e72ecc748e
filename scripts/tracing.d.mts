import type { TracerProvider } from '@opentelemetry/sdk-trace';

export function isSecretKey(key: string): boolean;
export function cleanAttribute(key: string, value: unknown): unknown;
export function cleanName(name: string): string;
export function tracingEnabled(env?: Record<string, string | undefined>): boolean;
export function startTracing(env?: Record<string, string | undefined>): TracerProvider;
