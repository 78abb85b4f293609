import { PDFDocument, StandardFonts } from 'pdf-lib';

/** The first line of the fixture PDF's first page: what the tests select. */
export const pdfLine = 'Quarterly revenue grew by twelve percent.';

/**
 * A small text PDF made at test time (pdf-lib, Helvetica not embedded: pdf.js draws it with the standard font data
 * the extension packages). `pages` lines per page; the benchmark asks for 50 pages.
 */
export async function textPdf(pageCount = 2, title = 'Selecta fixture report'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pageCount; n++) {
    const page = pdf.addPage([612, 792]);
    const lines = [
      n === 1 ? pdfLine : `Page ${n} of the report continues the analysis.`,
      'Costs stayed flat while the team shipped three releases.',
      'El informe también resume las ventas en España y México.',
      ...Array.from({ length: 30 }, (_, i) => `Line ${i + 1} on page ${n}: steady growth across every region we serve.`),
    ];
    lines.forEach((line, i) => page.drawText(line, { x: 56, y: 720 - i * 20, size: 12, font }));
  }
  return pdf.save();
}
