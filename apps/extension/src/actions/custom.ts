import type { ToolbarAction } from './action-types.ts';

/** Runs the instruction the user types into the card. */
export const customAction: ToolbarAction = {
  id: 'custom',
  labelKey: 'action.custom',
  icon: 'M3 17.2V21h3.8l11-11-3.8-3.8-11 11zM20.7 7a1 1 0 000-1.4l-2.3-2.3a1 1 0 00-1.4 0l-1.8 1.8 3.8 3.8L20.7 7z',
  needsPrompt: true,
  request: ({ text, prompt }) => ({ action: 'custom', text, prompt: prompt ?? '' }),
};
