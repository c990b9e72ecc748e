import type { PaletteGroup } from '@/lib/palette/search';

/** GET /api/palette: one group per kind the viewer may search, in the palette's order (empty ones included). */
export type PaletteSearchResponse = { groups: PaletteGroup[] };
