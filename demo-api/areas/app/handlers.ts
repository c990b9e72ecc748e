import type { ListingRow } from '../../db/rows';
import { forbidden, notFound } from '../../http/errors';
import { appData, listing } from './views';
import type { AreaHandlers } from '../../handlers/context';
import { stats } from './stats';

export const appHandlers: AreaHandlers<'app'> = {
  getApp(input, ctx) {
    const app = ctx.store.app(input.stackId);
    if (!app) throw notFound('App not found');
    if (app.stack_id !== ctx.caller.app.stack_id) throw forbidden('Your API key does not belong to this app.');
    return appData(ctx.rt, app, ctx.caller.user);
  },

  getListing(input, ctx) {
    const row = ctx.store.get<ListingRow>('SELECT * FROM listings WHERE listing_key = ?', [input.listingKey]);
    if (!row) throw notFound('Listing not found');
    return listing(ctx.rt, row);
  },

  help(input, ctx) {
    const sql = 'SELECT title, type, content FROM help_items WHERE section = ? ORDER BY sort';
    let items = ctx.store.all<{ title: string; type: string; content: string }>(sql, [input.section]);
    if (items.length === 0) items = ctx.store.all(sql, ['generic']);
    return { items: items.map((i) => ({ ...i, content: i.content.startsWith('/media/') ? ctx.abs(i.content) : i.content })) };
  },

  stats,
};
