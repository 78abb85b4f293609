import { type ActionDefinition, dataRule, languageName, selectedText } from './action.ts';

export const reply: ActionDefinition = {
  id: 'reply',
  purpose: ({ targetLanguage }) =>
    `a ready-to-send reply to the message in the selected text, written ${targetLanguage ? `in ${languageName(targetLanguage)}` : 'in the language of the message'}, that invents no facts, promises or names`,
  build: ({ text, targetLanguage }) => ({
    system:
      'You write replies for a professional (support, sales or engineering). Write a ready-to-send reply to the ' +
      'message in the selected text: courteous, concrete, and no longer than the situation needs. ' +
      (targetLanguage ? `Write the reply in ${languageName(targetLanguage)}. ` : 'Write the reply in the same language as the message. ') +
      'Do not invent facts, promises or names; leave a short [placeholder] where a detail is missing. ' +
      dataRule,
    user: `Write a reply to this message.\n\n${selectedText(text)}`,
  }),
};
