import type { ToolbarAction } from './action-types.ts';

/** Drafts a reply to the selected message. */
export const replyAction: ToolbarAction = {
  id: 'reply',
  labelKey: 'action.reply',
  icon: 'M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z',
  needsPrompt: false,
  request: ({ text }) => ({ action: 'reply', text }),
};
