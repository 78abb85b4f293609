import { getSupabase } from '@/lib/supabase.ts';
import { ApiRequestError } from '@/lib/api-client.ts';

/** `GET /api/account/export`, saved as the file name the server gives in Content-Disposition. */
export async function downloadExport(): Promise<void> {
  const { data } = await getSupabase().auth.getSession();
  const response = await fetch('/api/account/export', {
    headers: data.session ? { authorization: `Bearer ${data.session.access_token}` } : {},
  });
  if (!response.ok) throw new ApiRequestError(response.status, 'export_failed', response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'selecta-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
