import type { ToolbarAction } from './action-types.ts';

/** Summarizes the selection in a few lines. */
export const tldrAction: ToolbarAction = {
  id: 'tldr',
  labelKey: 'action.tldr',
  icon: 'M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z',
  needsPrompt: false,
  request: ({ text }) => ({ action: 'tldr', text }),
};
