const cellsOf = (line: string) => line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1').trim());

/**
 * The addresses in pasted text or a CSV file. A CSV whose first line is a header naming an email column
 * (`email`, `e-mail`, `correo`…) gives that column only; otherwise every cell counts, split on commas, semicolons, tabs,
 * spaces and line breaks. Validation is the server's, address by address (decision 044): what is not an address here
 * is sent anyway and reported back.
 */
export function parseAddresses(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines[0] && !lines[0].includes('@') ? cellsOf(lines[0]) : null;
  const column = header ? header.findIndex((cell) => /^(e-?mail|correo|email address|correo electrónico)$/i.test(cell)) : -1;
  if (header && column >= 0) return lines.slice(1).map((line) => cellsOf(line)[column] ?? '').filter((cell) => cell !== '');
  return lines
    .slice(header ? 1 : 0)
    .flatMap((line) => line.split(/[,;\s]+/))
    .map((cell) => cell.replace(/^"(.*)"$/, '$1').trim())
    .filter((cell) => cell !== '');
}
