import type { TracerProvider } from '@opentelemetry/sdk-trace';

export function isSecretKey(key: string): boolean;
export function cleanAttribute(key: string, value: unknown): unknown;
export function cleanName(name: string): string;
export function tracingEnabled(env?: NodeJS.ProcessEnv): boolean;
export function startTracing(env?: NodeJS.ProcessEnv): TracerProvider;
