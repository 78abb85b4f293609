/** What the server answers between listening and being migrated: alive, not ready. */
export function startingFetch(request: Request): Response {
  const { pathname } = new URL(request.url);
  if (pathname === '/livez') return Response.json({ status: 'ok' });
  return Response.json({ code: 'server_starting', message: 'The server is starting. Try again in a moment.' }, { status: 503, headers: { 'Retry-After': '1' } });
}
