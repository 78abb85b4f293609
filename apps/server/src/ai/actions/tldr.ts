import { type ActionDefinition, dataRule, languageName, selectedText } from './action.ts';

export const tldr: ActionDefinition = {
  id: 'tldr',
  purpose: () => 'a TL;DR of the selected text: one sentence with the gist, then at most three short bullet points',
  build: ({ text, targetLanguage }) => ({
    system:
      'You summarize text for busy professionals. Give a TL;DR of the selected text: one sentence with the gist, ' +
      'then at most three short bullet points with the key facts, decisions or asks. ' +
      (targetLanguage ? `Write it in ${languageName(targetLanguage)}. ` : 'Write it in the same language as the text. ') +
      dataRule,
    user: `Summarize this text.\n\n${selectedText(text)}`,
  }),
};
