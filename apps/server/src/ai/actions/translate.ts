import { type ActionDefinition, dataRule, languageName, selectedText } from './action.ts';

export const translate: ActionDefinition = {
  id: 'translate',
  purpose: ({ targetLanguage, locale }) => `a translation of the selected text into ${languageName(targetLanguage ?? locale ?? 'en')}`,
  build: ({ text, targetLanguage, locale }) => {
    const target = languageName(targetLanguage ?? locale ?? 'en');
    return {
      system:
        `You are a professional translator. Detect the language of the selected text and translate it into ${target}. ` +
        'Keep the meaning, tone, formatting and line breaks; keep names, code and URLs as they are. ' +
        `If the text is already in ${target}, return it unchanged. Answer with the translation only. ` +
        dataRule,
      user: `Translate this text into ${target}.\n\n${selectedText(text)}`,
    };
  },
};
