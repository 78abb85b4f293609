import * as z from 'zod/mini';

/**
 * Pick mode across the frames of a tab (decision 031). zod/mini: the frames parse these in the lazily loaded UI
 * script, where the full zod would weigh more than the rest of the pick code together.
 */
const pickId = z.uuid();

/** Content script → background. */
export const pickRequestSchemas = [
  /** The card (a trusted click on "Pick a field…"): every other frame of this tab enters pick mode too. */
  z.object({ type: z.literal('pick-start') }),
  /** A frame in pick mode: the user clicked an editor here (a trusted click). */
  z.object({ type: z.literal('pick-picked'), id: pickId, name: z.nullable(z.string().check(z.maxLength(40))) }),
  /** A frame in pick mode: Escape was pressed here, or (the card's frame) the pick ended there. */
  z.object({ type: z.literal('pick-end'), id: pickId }),
] as const;

/** Background → frames of the tab. */
export const pickTabMessageSchemas = [
  /** To every frame: enter pick mode for this session (the card's frame is picking already and ignores it). */
  z.object({ type: z.literal('pick-enter'), id: pickId }),
  /** To every frame: the pick is over (picked somewhere, or cancelled). */
  z.object({ type: z.literal('pick-leave'), id: pickId }),
  /** To the card's frame only: the frame whose editor the user picked (null: cancelled in another frame). */
  z.object({ type: z.literal('pick-result'), id: pickId, frameId: z.nullable(z.int().check(z.minimum(0))), name: z.nullable(z.string()) }),
] as const;
export const pickTabMessageSchema = z.discriminatedUnion('type', pickTabMessageSchemas);
export type PickTabMessage = z.infer<typeof pickTabMessageSchema>;

/** What `pick-start` answers: the session's id, or null (no tab). */
export type PickStarted = { id: string } | null;
