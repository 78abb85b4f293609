import { z } from 'zod';

/** The whole-page tools (decision 043): summarise the page, read an area's text, open a PDF in Selecta's reader. */
export const pageToolSchema = z.enum(['summarize', 'area', 'pdf-reader']);
export type PageTool = z.infer<typeof pageToolSchema>;

/**
 * From the popup or the panel (extension pages only), after they opened the panel in their own click: run `tool` on
 * the active tab of `windowId` (or on `tabId`).
 */
export const pageToolRequestSchema = z.object({
  type: z.literal('page-tool'),
  tool: pageToolSchema,
  windowId: z.number().int(),
  tabId: z.number().int().min(0).optional(),
});

/** From the panel: which page tools the active tab of `windowId` is offered (the reader only on a PDF). */
export const pageToolOfferSchema = z.object({ type: z.literal('page-tool-offer'), windowId: z.number().int() });
