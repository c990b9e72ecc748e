import type { z } from 'zod';
import type { CustomSection, SavedSection } from '@/server/upstream/contract/app-resources';
import type { AreaHandlers, Ctx } from '../../handlers/context';
import { HttpError, notFound } from '../../http/errors';
import { isWebUrl } from '../../http/web-url';

type SectionRow = { id: number; office_id: number | null; flag: 0 | 1; parent_id: number | null; title: string; sort_order: number };
type ContentRow = { id: number; section_id: number; sort_order: number; title: string; text: string | null; url: string | null };
type Where = { scope: 'global' | 'agent'; office_id?: number | undefined };

const unprocessable = (message: string) => new HttpError(422, message);

/** The office asked for must be one of the caller's app (absent: the brokerage-wide sections). */
function officeOf(ctx: Ctx, where: Where): number | null {
  if (where.office_id === undefined || where.office_id === 0) return null;
  if (!ctx.store.offices(ctx.caller.app.stack_id).some((o) => o.id === where.office_id)) throw notFound('Office not found');
  return where.office_id;
}

function rowsOf(ctx: Ctx, flag: 0 | 1, office: number | null): SectionRow[] {
  return ctx.store.all<SectionRow>(
    `SELECT id, office_id, flag, parent_id, title, sort_order FROM custom_sections
     WHERE stack_id = ? AND flag = ? AND office_id IS ? ORDER BY sort_order, id`,
    [ctx.caller.app.stack_id, flag, office],
  );
}

function sectionsOf(ctx: Ctx, flag: 0 | 1, office: number | null): CustomSection[] {
  const rows = rowsOf(ctx, flag, office);
  if (rows.length === 0) return [];
  const contents = ctx.store.all<ContentRow>(
    `SELECT * FROM custom_contents WHERE section_id IN (SELECT value FROM json_each(?)) ORDER BY sort_order, id`,
    [JSON.stringify(rows.map((r) => r.id))],
  );
  return rows.map((r) => ({
    ...r,
    contents: contents
      .filter((c) => c.section_id === r.id)
      .map(({ id, sort_order, title, text, url }) => ({ id, sort_order, title, text, url })),
  }));
}

/** What a real upstream checks again, whatever the dashboard did: the links' schemes and the tree's shape. */
function checkList(list: z.output<typeof SavedSection>[]): void {
  for (const s of list) {
    if (s.contents.length > 0 && s.sections.length > 0)
      throw unprocessable(`Section "${s.title}" cannot have both links and sub-sections.`);
    for (const c of [...s.contents, ...s.sections.flatMap((sub) => sub.contents)]) {
      if (c.url !== '' && !isWebUrl(c.url)) throw unprocessable(`Link "${c.title}" must be an http or https address.`);
    }
  }
}

export const appResourceHandlers: AreaHandlers<'app-resources'> = {
  listCustomSections(input, ctx) {
    const office = officeOf(ctx, input);
    return { sections: sectionsOf(ctx, input.scope === 'agent' ? 1 : 0, office) };
  },

  saveCustomSections(input, ctx) {
    const office = officeOf(ctx, input);
    const flag = input.scope === 'agent' ? 1 : 0;
    checkList(input.list);
    const stack = ctx.caller.app.stack_id;
    ctx.store.tx(() => {
      const existing = rowsOf(ctx, flag, office);
      const sectionIds = new Set(existing.map((r) => r.id));
      const contentIds = new Set(
        ctx.store
          .all<{ id: number }>('SELECT id FROM custom_contents WHERE section_id IN (SELECT value FROM json_each(?))', [
            JSON.stringify([...sectionIds]),
          ])
          .map((r) => r.id),
      );
      const keptSections = new Set<number>();
      const keptContents = new Set<number>();

      const upsertSection = (s: { id: number | null; title: string }, parent: number | null, order: number): number => {
        if (s.id !== null) {
          if (!sectionIds.has(s.id) || keptSections.has(s.id)) throw unprocessable(`Section ${s.id} is not one of this scope's sections.`);
          keptSections.add(s.id);
          ctx.store.run('UPDATE custom_sections SET title = ?, parent_id = ?, sort_order = ? WHERE id = ?', [
            s.title.trim(),
            parent,
            order,
            s.id,
          ]);
          return s.id;
        }
        const r = ctx.store.run(
          'INSERT INTO custom_sections (stack_id, office_id, flag, parent_id, title, sort_order) VALUES (?, ?, ?, ?, ?, ?)',
          [stack, office, flag, parent, s.title.trim(), order],
        );
        return Number(r.lastInsertRowid);
      };
      const upsertContents = (sectionId: number, contents: { id: number | null; title: string; text: string; url: string }[]) => {
        contents.forEach((c, order) => {
          const values = [sectionId, order, c.title.trim(), c.text.trim() || null, c.url.trim() || null];
          if (c.id !== null) {
            if (!contentIds.has(c.id) || keptContents.has(c.id)) throw unprocessable(`Link ${c.id} is not one of this scope's links.`);
            keptContents.add(c.id);
            ctx.store.run('UPDATE custom_contents SET section_id = ?, sort_order = ?, title = ?, text = ?, url = ? WHERE id = ?', [
              ...values,
              c.id,
            ]);
          } else {
            ctx.store.run('INSERT INTO custom_contents (section_id, sort_order, title, text, url) VALUES (?, ?, ?, ?, ?)', values);
          }
        });
      };

      input.list.forEach((s, order) => {
        const id = upsertSection(s, null, order);
        upsertContents(id, s.contents);
        s.sections.forEach((sub, subOrder) => {
          const subId = upsertSection(sub, id, subOrder);
          upsertContents(subId, sub.contents);
        });
      });

      const goneContents = [...contentIds].filter((id) => !keptContents.has(id));
      const goneSections = [...sectionIds].filter((id) => !keptSections.has(id));
      const json = (ids: number[]) => JSON.stringify(ids);
      ctx.store.run('DELETE FROM custom_link_clicks WHERE content_id IN (SELECT value FROM json_each(?))', [json(goneContents)]);
      ctx.store.run('DELETE FROM custom_contents WHERE id IN (SELECT value FROM json_each(?))', [json(goneContents)]);
      ctx.store.run('DELETE FROM custom_sections WHERE id IN (SELECT value FROM json_each(?))', [json(goneSections)]);
    });
    return { sections: sectionsOf(ctx, flag, office) };
  },

  listLinkClicks(_input, ctx) {
    const stack = ctx.caller.app.stack_id;
    const links = ctx.store.all<{ content_id: number; title: string; url: string | null; office: string | null; clicks: number }>(
      `SELECT c.id AS content_id, c.title, c.url, o.name AS office, COUNT(k.id) AS clicks
       FROM custom_contents c
       JOIN custom_sections s ON s.id = c.section_id
       LEFT JOIN offices o ON o.id = s.office_id
       LEFT JOIN custom_link_clicks k ON k.content_id = c.id
       WHERE s.stack_id = ? AND c.url IS NOT NULL
       GROUP BY c.id ORDER BY clicks DESC, c.title`,
      [stack],
    );
    const names = ctx.store.all<{ content_id: number; name: string }>(
      `SELECT DISTINCT k.content_id, COALESCE(e.display_name, u.display_name) AS name
       FROM custom_link_clicks k
       JOIN custom_contents c ON c.id = k.content_id
       JOIN custom_sections s ON s.id = c.section_id
       LEFT JOIN end_users e ON k.clicker_kind = 'end_user' AND e.id = k.clicker_id
       LEFT JOIN users u ON k.clicker_kind = 'agent' AND u.id = k.clicker_id
       WHERE s.stack_id = ? AND COALESCE(e.display_name, u.display_name) IS NOT NULL
       ORDER BY name`,
      [stack],
    );
    return {
      clicks: links.map((l) => ({
        content_id: l.content_id,
        title: l.title,
        url: l.url ?? '',
        clicks: l.clicks,
        users: names.filter((n) => n.content_id === l.content_id).map((n) => n.name),
        offices: l.office ? [l.office] : [],
      })),
    };
  },
};
