/** The part of Vite's build manifest (`build.manifest`) the prerender reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * `<link rel="modulepreload">` tags for the chunks a prerendered page needs before it hydrates (its route
 * module, its static imports, its translation chunks), so the browser fetches them with the entry instead of
 * discovering them only once the entry has run. Chunks the template already preloads are left out.
 */
export function preloadLinks(manifest: ViteManifest, sources: readonly string[], template: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const source of sources) {
    if (!manifest[source]) throw new Error(`${source} is not in the build manifest`);
    visit(source);
  }
  return [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}
