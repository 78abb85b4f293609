import { ApiRequestError } from './api-client.ts';
import { getSupabase } from './supabase.ts';

/**
 * Saves an API answer as CSV (`Accept: text/csv`) through a temporary link: the API needs the bearer token, so a plain
 * link cannot ask for it. The file's name is the server's (Content-Disposition), else `fallbackName`.
 */
export async function downloadCsv(pathWithQuery: string, fallbackName: string): Promise<void> {
  const { data } = await getSupabase().auth.getSession();
  const response = await fetch(pathWithQuery, {
    headers: { accept: 'text/csv', ...(data.session ? { authorization: `Bearer ${data.session.access_token}` } : {}) },
  });
  if (!response.ok) throw new ApiRequestError(response.status, 'http_error', response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
