import { defineContentScript } from 'wxt/utils/define-content-script';
import { watchFirstSelection } from '../content/first-selection.ts';

export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_idle',
  main(ctx) {
    performance.mark('selecta:content:start');
    watchFirstSelection(ctx);
    performance.mark('selecta:content:end');
  },
});
