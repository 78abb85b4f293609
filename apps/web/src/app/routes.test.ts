// @vitest-environment node
// Node environment: jsdom replaces the global URL, which node:url cannot read as a file URL.
import { type SitePage, sitePages } from '@selecta/shared/site-routes';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFile } from './routes.tsx';

describe('route table', () => {
  it('has a route module for every page of the site', () => {
    const missing = (Object.keys(sitePages) as SitePage[]).filter(
      (page) => !existsSync(fileURLToPath(new URL(`./routes/${pageFile(page)}.tsx`, import.meta.url))),
    );
    expect(missing).toEqual([]);
  });
});
