export type Step = { connections: number; perSecond: number };
export function chooseConnections(steps: Step[], max: number): { connections: number; saturatedAt: number };
