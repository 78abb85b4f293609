import { vendorUrl } from '../lib/vendor-url.ts';
import { pdfjsLib } from './pdfjs-global.ts';
import { EventBus, LinkTarget, PDFLinkService, PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';

const vendor = (path: string) => vendorUrl(`pdfjs/${path}`);

export interface PdfView {
  pages: number;
  title: string | null;
  /** Resolves when the first page's text layer is in the page (the benchmark's mark). */
  firstTextLayer: Promise<void>;
}

/**
 * pdf.js's own viewer (PDFViewer) in `container`: pages render lazily as they scroll in, each with pdf.js's real text
 * layer (transparent spans over the canvas that the browser selects like any text), so Selecta's toolbar and card
 * work on it as on a web page.
 */
export async function showPdf(container: HTMLDivElement, source: URL): Promise<PdfView> {
  const viewerDiv = container.querySelector<HTMLDivElement>('.pdfViewer');
  if (!viewerDiv) throw new Error('The reader page has no .pdfViewer element');
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus, externalLinkTarget: LinkTarget.BLANK });
  const viewer = new PDFViewer({ container, viewer: viewerDiv, eventBus, linkService, textLayerMode: 1 });
  linkService.setViewer(viewer);
  const firstTextLayer = new Promise<void>((resolve) => {
    const done = () => {
      eventBus.off('textlayerrendered', done);
      resolve();
    };
    eventBus.on('textlayerrendered', done);
  });
  // Narrow windows fit the page's width; wider ones pdf.js's automatic zoom. Again whenever the window is resized.
  const fit = () => (viewer.currentScaleValue = container.clientWidth < 700 ? 'page-width' : 'auto');
  eventBus.on('pagesinit', fit);
  window.addEventListener('resize', () => viewer.pdfDocument && fit());
  const task = pdfjsLib.getDocument({
    url: source.href,
    cMapUrl: vendor('cmaps/'),
    cMapPacked: true,
    standardFontDataUrl: vendor('standard_fonts/'),
    wasmUrl: vendor('wasm/'),
    enableXfa: false,
  });
  const pdf = await task.promise;
  viewer.setDocument(pdf);
  linkService.setDocument(pdf);
  const meta = await pdf.getMetadata().catch(() => null);
  const title = (meta?.info as { Title?: string } | undefined)?.Title?.trim() || null;
  return { pages: pdf.numPages, title, firstTextLayer };
}
