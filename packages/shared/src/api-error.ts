import { z } from 'zod';

/** One problem with a request body: where (`["items", 0, "name"]`, empty for the body itself) and what. */
export const apiIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof apiIssueSchema>;

/**
 * Every error our API answers with (GoTrue's own routes keep GoTrue's shape instead). A body that is not valid JSON
 * is `invalid_json`; one of the wrong shape is `validation_failed` with its `issues`.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
