import { z } from 'zod';

/** The area the user dragged, in the tab's CSS pixels, with the viewport's width (the capture's scale comes from it). */
export const areaSchema = z.object({
  x: z.number().min(0),
  y: z.number().min(0),
  width: z.number().positive().max(100_000),
  height: z.number().positive().max(100_000),
  viewportWidth: z.number().positive().max(100_000),
});
export type Area = z.infer<typeof areaSchema>;

/** Background → the OCR page (Chromium's offscreen document): recognise the text in `area` of a tab capture. */
export const ocrRequestSchema = z.object({
  target: z.literal('selecta-ocr'),
  type: z.literal('recognize'),
  /** The captureVisibleTab PNG, as a data URL. */
  image: z.string().startsWith('data:image/png;base64,'),
  area: areaSchema,
});
export type OcrRequest = z.infer<typeof ocrRequestSchema>;

export type OcrAnswer = { ok: true; text: string; confidence: number } | { ok: false; code: 'failed'; message: string };

/** What the area picker answers from the page (parsed: it comes out of a page's isolated world). */
export const pickedSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), area: areaSchema }),
  z.object({ ok: z.literal(false), reason: z.enum(['cancelled', 'too-small']) }),
]);
export type Picked = z.infer<typeof pickedSchema>;
