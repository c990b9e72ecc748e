import type { Receiver } from '@/lib/agent-move/rules';

/**
 * GET /api/agents/{id}/move: how many users the agent has, and how many each receiver would get; `run`,
 * sealed by the server, is what the steps of a move started now send back: the server counts what the
 * run moves, and refuses it once it has finished.
 */
export type MovePreview = { users: number; receivers: (Receiver & { users: number })[]; run: string };

/** POST /api/agents/{id}/move: this call's users moved, those still left, and whether the run is over. */
export type MoveStep = { moved: number; left: number; done: boolean; message: string };
