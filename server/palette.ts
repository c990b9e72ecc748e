import 'server-only';
import { allowed, type Viewer } from '@/lib/access';
import { rank } from '@/lib/palette/rank';
import { mayOpen } from '@/lib/palette/rules';
import {
  RESULTS_PER_KIND,
  SEARCH_KINDS,
  searchableKinds,
  type PaletteGroup,
  type PaletteRecord,
  type SearchKind,
} from '@/lib/palette/search';
import { USER_LIST } from '@/lib/users/rules';
import { listAgents } from '@/server/agents';
import { listFeatured } from '@/server/featured';
import { listPockets } from '@/server/pocket';
import { listTemplates } from '@/server/saved-searches';
import type { Session } from '@/server/session';
import { listTags } from '@/server/tags';
import { listUsers } from '@/server/users';
import { UpstreamError } from '@/server/upstream/errors';

type Reader = (session: Session, viewer: Viewer, q: string) => Promise<PaletteRecord[]>;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * Each kind through the upstream's own search where it has one (users by name, e-mail or phone, within
 * what the upstream lets this caller see: an agent their own users; agents by name or e-mail), or the
 * viewer's own list filtered here (listings, tags, templates: short lists without a search of their own).
 */
const READERS: Record<SearchKind, Reader> = {
  async users(session, _viewer, q) {
    const { users } = await listUsers(session, { ...USER_LIST.parse({ q }), limit: RESULTS_PER_KIND });
    const ranked = rank(users, q, (u) => [u.name, u.email, u.phone ?? ''], { keepUnmatched: true });
    return ranked.map((u) => ({
      kind: 'users',
      id: String(u.id),
      label: u.name,
      detail: joined(u.email, u.phone),
      href: `/users/${u.id}`,
    }));
  },
  async agents(session, _viewer, q) {
    const { agents } = await listAgents(session, { offset: 0, limit: RESULTS_PER_KIND, sort: '', q, office: null });
    const ranked = rank(agents, q, (a) => [a.name, a.email], { keepUnmatched: true });
    return ranked.map((a) => ({
      kind: 'agents',
      id: String(a.id),
      label: a.name,
      detail: joined(a.email, a.officeName),
      href: `/agents/${a.id}`,
    }));
  },
  async listings(session, viewer, q) {
    const [featured, pockets] = await Promise.all([
      allowed(viewer, 'featured.read') ? listFeatured(session, false) : [],
      allowed(viewer, 'pocket.read') ? listPockets(session, false) : [],
    ]);
    const records: (PaletteRecord & { fields: string[] })[] = [
      ...featured.map((f) => ({
        kind: 'listings' as const,
        id: f.key,
        label: f.address,
        detail: joined('Featured', f.place, f.listingId),
        href: '/featured',
        fields: [f.address, f.place, f.listingId, f.key],
      })),
      ...pockets.map((p) => ({
        kind: 'listings' as const,
        id: p.key,
        label: p.address,
        detail: joined('Exclusive', p.place),
        href: mayOpen(viewer, `/pocket/${p.key}`) ? `/pocket/${encodeURIComponent(p.key)}` : '/pocket',
        fields: [p.address, p.place, p.key],
      })),
    ];
    return rank(records, q, (r) => r.fields).map(({ fields: _fields, ...record }) => record);
  },
  async tags(session, viewer, q) {
    const tags = rank(await listTags(session), q, (t) => [t.name, t.tag]);
    // A tag opens the users who carry it, where the viewer sees the users list; the tags screen otherwise.
    const href = (key: string) => (mayOpen(viewer, '/users') ? `/users?tag=${encodeURIComponent(key)}` : '/tags');
    return tags.map((t) => ({ kind: 'tags', id: String(t.id), label: t.name, detail: t.description, href: href(t.tag) }));
  },
  async templates(session, _viewer, q) {
    const templates = rank(await listTemplates(session), q, (t) => [t.name]);
    return templates.map((t) => ({
      kind: 'templates',
      id: String(t.id),
      label: t.name,
      detail: t.agentName,
      href: `/searchlinks/${t.id}`,
    }));
  },
};

/**
 * Every kind the viewer may search, in the palette's order, at most RESULTS_PER_KIND records each and
 * only records whose page the access table lets them open. One kind failing leaves the others (its
 * group says why); an expired key signs the visitor out as everywhere else.
 */
export async function searchPalette(session: Session, viewer: Viewer, q: string): Promise<PaletteGroup[]> {
  const kinds = searchableKinds(viewer);
  const settled = await Promise.allSettled(kinds.map((kind) => READERS[kind](session, viewer, q)));
  return kinds.map((kind, i) => {
    const label = SEARCH_KINDS.find((k) => k.kind === kind)?.label ?? kind;
    const result = settled[i]!;
    if (result.status === 'fulfilled') {
      return { kind, label, records: result.value.filter((r) => mayOpen(viewer, r.href)).slice(0, RESULTS_PER_KIND) };
    }
    const err: unknown = result.reason;
    if (!(err instanceof UpstreamError) || err.sessionExpired) throw err;
    return { kind, label, records: [], failed: err.message };
  });
}
