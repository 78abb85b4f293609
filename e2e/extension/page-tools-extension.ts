import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extensionDir } from './extension-fixtures.ts';

/**
 * A copy of the built extension with `<all_urls>` host access: it stands in for the activeTab grant that the user's
 * click on the toolbar icon, a context-menu entry or a shortcut gives (captureVisibleTab needs one or the other, and
 * a headless browser cannot click its own toolbar or menus). Everything else is the build as shipped.
 */
export function extensionWithPageAccess(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'selecta-ext-access-'));
  cpSync(extensionDir, dir, { recursive: true });
  const manifestPath = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions?: string[] };
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, host_permissions: [...(manifest.host_permissions ?? []), '<all_urls>'] }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
