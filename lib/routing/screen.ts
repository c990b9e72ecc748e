import type { AgentChoice, RuleContext, RulesScope } from '@/lib/routing/check';
import type { OfficeHours } from '@/lib/routing/model';
import type { Pause } from '@/lib/routing/rules';
import type { MapPicture } from '@/lib/map-picture';
import type { OfficeOption } from '@/lib/office-tree';
import type { Region } from '@/lib/saved-searches/polygons';

/** What /routing hands its sections: plain data, read by server/routing/screen.ts. */

/** An agent a rule may name, and whether they can be handed leads now. */
export type AgentOption = AgentChoice & { id: number; officeName: string | null };

/** One line of the office hours: the brokerage's (office 0) or an office's, its own hours or null. */
export type HoursRow = { officeId: number; name: string; depth: number; own: OfficeHours | null; shown: OfficeHours };

/** An agent's line of the availability list. */
export type AvailabilityRow = { agentId: number; name: string; officeName: string | null; pause: Pause };

/** The territory map: its style, where it opens, the app's named areas, and the picture shown until asked for. */
export type TerritoryMapSetup = {
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  areas: { name: string; regions: Region[] }[];
  picture: MapPicture;
};

/** The rule editor's choices: the agents and offices the caller may name. */
export type RuleChoices = { scope: RulesScope; agents: AgentOption[]; offices: OfficeOption[]; officesOn: boolean };

/** The browser's reading of the choices for the shared rule check. */
export function contextOf(choices: RuleChoices): RuleContext {
  return {
    scope: choices.scope,
    agents: new Map(choices.agents.map((a) => [a.id, { name: a.name, active: a.active, paused: a.paused }])),
    offices: choices.officesOn ? new Set(choices.offices.map((o) => o.id)) : null,
  };
}
