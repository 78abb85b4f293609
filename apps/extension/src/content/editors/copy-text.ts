/** The fallback when writing is impossible: the clipboard (the async API, else a hidden textarea). */
export async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await doc.defaultView?.navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = doc.createElement('textarea');
    area.value = text;
    area.style.cssText = 'position:fixed;top:-1000px;opacity:0';
    doc.body.append(area);
    area.select();
    const ok = doc.execCommand('copy');
    area.remove();
    return ok;
  }
}
