import * as pdfjsLib from 'pdfjs-dist';
import { vendorUrl } from '../lib/vendor-url.ts';

// pdf.js's viewer components read the library from this global (web/pdf_viewer.mjs): set it before they load.
// The worker comes from the package (MV3 allows no remote code).
pdfjsLib.GlobalWorkerOptions.workerSrc = vendorUrl('pdfjs/pdf.worker.min.mjs');
Object.assign(globalThis, { pdfjsLib });

export { pdfjsLib };
