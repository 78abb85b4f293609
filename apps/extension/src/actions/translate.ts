import type { ToolbarAction } from './action-types.ts';

/** Translates the selection into the user's translation language (options page). */
export const translateAction: ToolbarAction = {
  id: 'translate',
  labelKey: 'action.translate',
  icon: 'M12.9 15.1l-2.5-2.5c1.7-1.9 2.9-4 3.6-6.3H17V4.2h-7V2H8v2.2H1v2.1h11.2c-.7 2-1.7 3.8-3.2 5.4-1-1.1-1.8-2.3-2.4-3.6H4.5c.7 1.6 1.7 3.2 3 4.6l-5.1 5 1.4 1.5 5-5 3.1 3.1.9-2.2zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7l1.6-4.3 1.6 4.3h-3.2z',
  needsPrompt: false,
  request: ({ text, translateLanguage }) => ({ action: 'translate', text, targetLanguage: translateLanguage }),
};
