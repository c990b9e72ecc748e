import type { FieldFinding } from '@/lib/fair-housing/check';

/** What a checked save adds to its answer: the findings it saved with (Warn), empty when none. */
export type FairHousingAnswer = { fairHousing: FieldFinding[] };

/** The members a Block refusal adds to the error envelope beside its message. */
export type FairHousingRefusal = { fairHousing: FieldFinding[] };
