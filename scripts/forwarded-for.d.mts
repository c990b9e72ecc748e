import type { IncomingMessage } from 'node:http';

export function appendPeerAddress(req: IncomingMessage): void;
