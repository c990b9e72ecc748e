import { z } from 'zod';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/lib/palette/search';

/** GET /api/palette?q= — the typed text, trimmed. */
export const PaletteQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_CHARS).max(SEARCH_MAX_CHARS),
});
