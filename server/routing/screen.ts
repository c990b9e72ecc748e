import 'server-only';
import type { Viewer } from '@/lib/access';
import { REGION_MAP_HEIGHT, pictureView } from '@/lib/map-picture';
import { officeTree } from '@/lib/office-tree';
import type { RoutingRuleRow, ReportResponse } from '@/lib/routing/answers';
import type { ReportQuery } from '@/lib/routing/report-query';
import { BROKERAGE_OFFICE, hoursFor, NOT_PAUSED } from '@/lib/routing/rules';
import type { AvailabilityRow, HoursRow, RuleChoices, TerritoryMapSetup } from '@/lib/routing/screen';
import { openRing } from '@/lib/routing/territory';
import { CALIFORNIA_CENTRE } from '@/lib/saved-searches/polygons';
import { config } from '@/server/config';
import { mapPicture } from '@/server/map-picture';
import { readAvailability, readHours, readRules, visibleRules } from '@/server/routing/config';
import { reportPage } from '@/server/routing/report';
import { routingScope, visibleAgents } from '@/server/routing/scope';
import { getSearchOptions } from '@/server/saved-searches';
import type { Session } from '@/server/session';

/**
 * Everything /routing shows to those who configure routing, read at once: the rules they change, the
 * agents and offices a rule may name, the office hours, each agent's availability, the report, and the
 * territory map's setup (one picture framing every territory, drawn on the server).
 */
const TERRITORY_ZOOM = 10;

export type RoutingScreen = {
  rules: RoutingRuleRow[];
  choices: RuleChoices;
  hours: HoursRow[];
  availability: AvailabilityRow[];
  report: ReportResponse;
  map: TerritoryMapSetup;
};

export async function routingScreen(session: Session, viewer: Viewer, timeZone: string, query: ReportQuery): Promise<RoutingScreen> {
  const [scope, stored, agents, pauses, hours, report, options] = await Promise.all([
    routingScope(session, viewer),
    readRules(session.stackId),
    visibleAgents(session),
    readAvailability(session.stackId),
    readHours(session.stackId, timeZone),
    reportPage(session, query),
    // The map's default place and the app's named areas; without them the map opens on the default centre.
    getSearchOptions(session).catch(() => null),
  ]);
  const rules = visibleRules(scope, stored);
  const mine = scope.mine;
  const tree = officeTree(scope.offices.map((o) => ({ id: o.id, parent_id: o.parentId, name: o.name }))).filter(
    (o) => !mine || mine.has(o.id),
  );
  // A manager's own tree starts at its own office, not at the depth it has in the brokerage's.
  const top = Math.min(...tree.map((o) => o.depth));
  const offices = tree.map((o) => ({ ...o, depth: o.depth - top }));
  const pauseOf = (id: number) => pauses.get(id) ?? NOT_PAUSED;

  const hoursRows: HoursRow[] = [
    ...(scope.scope === 'brokerage' ? [{ officeId: BROKERAGE_OFFICE, name: 'Brokerage', depth: 0 }] : []),
    ...offices.map((o) => ({ officeId: o.id, name: o.name, depth: o.depth })),
  ].map((row) => ({ ...row, own: hours.get(row.officeId) ?? null, shown: hoursFor(hours, row.officeId, timeZone) }));
  // The brokerage's own line always has hours to show: the stored or the default ones.
  for (const row of hoursRows) if (row.officeId === BROKERAGE_OFFICE && !row.own) row.own = row.shown;

  // A territory covers a town or a county: the map opens wider than a saved search's street-level view.
  const centre = { ...(options?.centre ?? CALIFORNIA_CENTRE), zoom: TERRITORY_ZOOM };
  const rings = rules.flatMap((r) => (r.match.territory ? r.match.territory.coordinates.slice(0, 1).map(openRing) : []));
  const view = pictureView({ centre, rings, height: REGION_MAP_HEIGHT });

  return {
    rules,
    choices: {
      scope: scope.scope,
      agents: agents.map((a) => ({ id: a.id, name: a.name, active: a.active, paused: pauseOf(a.id).paused, officeName: a.officeName })),
      offices,
      officesOn: mine !== null,
    },
    hours: hoursRows,
    availability: agents
      .filter((a) => a.active)
      .map((a) => ({ agentId: a.id, name: a.name, officeName: a.officeName, pause: pauseOf(a.id) })),
    report,
    map: {
      styleUrl: config().map.styleUrl,
      centre,
      areas: options?.areas.map((a) => ({ name: a.name, regions: a.regions })) ?? [],
      picture: mapPicture(view),
    },
  };
}
