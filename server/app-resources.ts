import 'server-only';
import { RESOURCES_MSG, treeOf, type LinkClickRow, type ResourceScope, type SectionTree } from '@/lib/app-resources/rules';
import { callerOf } from '@/server/upstream/caller';
import { failedAs, HttpError } from '@/server/http';
import type { Session } from '@/server/session';
import { call } from '@/server/upstream/client';
import { appResources } from '@/server/upstream/contract';
import { UpstreamError } from '@/server/upstream/errors';
import type { SaveResourcesInput } from '@/lib/app-resources/schema';

const where = (scope: ResourceScope, office: number | null) => (office === null ? { scope } : { scope, office_id: office });

/**
 * One scope's sections of the brokerage (office null) or of one office, as the editor's tree; null when
 * the upstream knows no such office (an old or hand-made link), so the page can fall back.
 */
export async function getSectionTree(session: Session, scope: ResourceScope, office: number | null): Promise<SectionTree | null> {
  try {
    const { sections } = await call(appResources.listCustomSections, where(scope, office), callerOf(session));
    return treeOf(sections);
  } catch (err) {
    if (office !== null && err instanceof UpstreamError && err.kind === 'upstream' && err.status === 404) return null;
    throw err;
  }
}

/** Link click stats of every link of the app, most opened first. */
export async function getLinkClicks(session: Session): Promise<LinkClickRow[]> {
  const { clicks } = await call(appResources.listLinkClicks, {}, callerOf(session));
  return clicks.map((c) => ({
    key: String(c.content_id),
    title: c.title,
    url: c.url,
    clicks: c.clicks,
    users: c.users,
    office: c.offices.length > 0 ? c.offices.join(', ') : 'Global',
  }));
}

/**
 * Replace one scope's sections with the editor's tree. The upstream's own refusal (4xx) keeps its message
 * (a link it will not take, say); anything else is 'Error saving App Resources'.
 */
export async function saveSectionTree(session: Session, input: SaveResourcesInput): Promise<SectionTree> {
  const entry = (e: SaveResourcesInput['sections'][number]['entries'][number]) => ({
    id: e.id,
    title: e.title,
    text: e.text.trim(),
    url: e.url.trim(),
  });
  const list = input.sections.map((s) => ({
    id: s.id,
    title: s.title,
    contents: s.entries.map(entry),
    sections: s.sections.map((c) => ({ id: c.id, title: c.title, contents: c.entries.map(entry) })),
  }));
  try {
    const { sections } = await call(appResources.saveCustomSections, { ...where(input.scope, input.office), list }, callerOf(session));
    return treeOf(sections);
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'upstream' && err.status >= 400 && err.status < 500 && !err.sessionExpired) {
      throw new HttpError(err.status === 404 ? 404 : 422, err.message);
    }
    failedAs(err, RESOURCES_MSG.failed);
  }
}
