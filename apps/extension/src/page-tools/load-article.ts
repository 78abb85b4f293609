import { browser } from 'wxt/browser';
import { articleGlobal } from './article-global.ts';

/**
 * The content script's way to the page's article (the background asks when it may not inject): page-article.js is
 * loaded on first use only, as a web-accessible script, so pages never summarised carry none of Readability.
 */
export async function articleHere(): Promise<unknown> {
  await import(/* @vite-ignore */ browser.runtime.getURL('/page-article.js'));
  const read = (globalThis as Record<string, unknown>)[articleGlobal];
  return typeof read === 'function' ? (read as () => unknown)() : null;
}
