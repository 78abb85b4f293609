/** Text made safe inside a mail's HTML body or an attribute value: the five characters HTML gives meaning to. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
