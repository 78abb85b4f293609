import { z } from 'zod';

/** Every error our API answers with (GoTrue's own routes keep GoTrue's shape instead). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
