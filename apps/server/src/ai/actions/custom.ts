import { type ActionDefinition, dataRule, selectedText } from './action.ts';

export const custom: ActionDefinition = {
  id: 'custom',
  purpose: () => 'the result of applying the instruction between <task_instruction> and </task_instruction>, from the user, to the selected text',
  build: ({ text, prompt }) => ({
    system:
      'You help a professional with text they selected on a web page. Apply the instruction between <instruction> ' +
      'and </instruction>, which comes from the user, to the selected text. ' +
      dataRule,
    user: `<instruction>\n${(prompt ?? '').replace(/<\/?instruction>/gi, '')}\n</instruction>\n\n${selectedText(text)}`,
  }),
};
