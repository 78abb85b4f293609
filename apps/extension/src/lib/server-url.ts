import type { Settings } from '../settings/schema.ts';

export const buildServerUrl: string = __SELECTA_SERVER_URL__;

/** The server to talk to: the options page's choice, else the build's. No trailing slash. */
export function serverUrlOf(settings: Pick<Settings, 'serverUrl'>): string {
  return (settings.serverUrl ?? buildServerUrl).replace(/\/+$/, '');
}
