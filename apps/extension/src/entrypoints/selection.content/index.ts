import { defineContentScript } from 'wxt/utils/define-content-script';
import { watchSelection } from '../../content/controller.ts';
import './style.css';

export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_idle',
  // The CSS goes into our shadow root only, never into the page.
  cssInjectionMode: 'ui',
  main(ctx) {
    performance.mark('selecta:content:start');
    watchSelection(ctx);
    performance.mark('selecta:content:end');
  },
});
