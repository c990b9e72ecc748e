export type ReceivedSpan = {
  service: string | null;
  scope: string | null;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  durationMs: number;
  status: number;
  attributes: Record<string, unknown>;
};

export function spansOf(request: unknown): ReceivedSpan[];

export function startOtlpReceiver(opts?: { port?: number; onSpans?: (spans: ReceivedSpan[]) => void }): Promise<{
  url: string;
  spans: ReceivedSpan[];
  stats: () => { requests: number; spans: number; refused: string[] };
  close: () => Promise<void>;
}>;
