/** Who is looking: the Viewer the access table judges, built from the session and the app data. */

export type Role = 'admin' | 'manager' | 'agent';
export type SubType = 'agentManager' | 'agentAdmin';

/** The template variant that hides some features (the spec's 'one template variant'). */
export const HIDING_TEMPLATE = 'premier';

export type Viewer = {
  /** Effective role: a sub-typed agent holds manager/admin powers only in manager mode. */
  role: Role;
  realType: Role;
  subType: SubType | null;
  managerMode: boolean;
  readOnly: boolean;
  embedded: boolean;
  stackId: string;
  template: string;
  toggles: Record<string, boolean>;
  /** The app data's mpro_agent: this agent may have their own Mortgage Pro. */
  mproAgent: boolean;
  payments: boolean;
  /** This stack is one of the configured showings stacks. */
  showingsStack: boolean;
  selfProvisioned: boolean;
  subscriptionStatus: string | null;
};

export function effectiveRole(realType: Role, subType: SubType | null, managerMode: boolean): Role {
  if (realType !== 'agent') return realType;
  if (managerMode && subType === 'agentAdmin') return 'admin';
  if (managerMode && subType === 'agentManager') return 'manager';
  return 'agent';
}

/** A real manager or admin who is also an agent may switch views. */
export function canSwitchView(v: Pick<Viewer, 'realType' | 'subType'>): boolean {
  return v.realType === 'agent' && (v.subType === 'agentAdmin' || v.subType === 'agentManager');
}

/** The name of the other view of a switching agent: an agentAdmin's is the admin view, an agentManager's the manager view. */
export function managerViewName(subType: Viewer['subType']): 'admin' | 'manager' {
  return subType === 'agentAdmin' ? 'admin' : 'manager';
}

/** The mode header of upstream calls: agent mode when manager mode is off. */
export function modeOf(v: Pick<Viewer, 'realType' | 'subType' | 'managerMode'>): 'agent' | 'manager' {
  if (v.realType !== 'agent') return 'manager';
  return canSwitchView(v) && v.managerMode ? 'manager' : 'agent';
}
