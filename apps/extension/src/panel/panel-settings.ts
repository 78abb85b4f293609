import type { PageSettings } from '../messaging/protocol.ts';
import { send } from '../messaging/send.ts';

/** The settings a run in the panel uses (as a page's would): labels, prompts, where AI runs, locale and theme. */
export function panelSettings(url?: string): Promise<PageSettings> {
  let hostname = '';
  try {
    hostname = url ? new URL(url).hostname : '';
  } catch {
    // Not a URL we can read a host from (a PDF viewer's, a data: URL): the settings do not depend on it for the panel.
  }
  return send({ type: 'page-settings', hostname });
}
