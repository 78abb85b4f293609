export type PdfFailure = { kind: 'invalid' } | { kind: 'http'; status: number } | { kind: 'network' } | { kind: 'password' } | { kind: 'other'; message: string };

/** What went wrong, from pdf.js's exception classes (their messages are English, so the page words its own). */
export function pdfFailure(error: unknown): PdfFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'InvalidPDFException') return { kind: 'invalid' };
  if (name === 'PasswordException') return { kind: 'password' };
  const status = (error as { status?: number } | null)?.status;
  if (name === 'ResponseException' || name === 'UnexpectedResponseException') return status ? { kind: 'http', status } : { kind: 'network' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'other', message: String((error as Error | null)?.message ?? error) };
}
