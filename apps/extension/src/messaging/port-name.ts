/** The run port's name (kept apart from the schemas so the content script does not bundle zod). */
export const runPortName = 'selecta-run';
