/** Saves the recovery codes as `selecta-recovery-codes.txt`: a header line (in the page's language), then one code a line. */
export function downloadRecoveryCodes(codes: string[], header: string): void {
  const blob = new Blob([`${header}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: 'selecta-recovery-codes.txt' });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
