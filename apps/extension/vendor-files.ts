import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

interface PublicFile {
  absoluteSrc: string;
  relativeDest: string;
}

const file = (pkg: string, from: string, to: string): PublicFile => ({ absoluteSrc: path.join(packageDir(pkg), from), relativeDest: to });
const folder = (pkg: string, from: string, to: string, keep: (name: string) => boolean = () => true): PublicFile[] =>
  readdirSync(path.join(packageDir(pkg), from))
    .filter(keep)
    .map((name) => file(pkg, path.join(from, name), `${to}/${name}`));

/**
 * The third-party files the extension loads at run time, by URL, from its own package (decision 043 says what each
 * costs): pdf.js's worker, its CMaps (CJK text), standard fonts (PDFs that do not embed theirs) and image decoders;
 * Tesseract's worker, its SIMD LSTM engine (every browser we support has WebAssembly SIMD) and the English and
 * Spanish "best_int" language data, gzipped as the worker reads them. Loaded lazily, the first time each is needed.
 */
export function vendorFiles(): PublicFile[] {
  return [
    file('pdfjs-dist', 'build/pdf.worker.min.mjs', 'vendor/pdfjs/pdf.worker.min.mjs'),
    ...folder('pdfjs-dist', 'cmaps', 'vendor/pdfjs/cmaps'),
    ...folder('pdfjs-dist', 'standard_fonts', 'vendor/pdfjs/standard_fonts'),
    ...folder('pdfjs-dist', 'wasm', 'vendor/pdfjs/wasm', (name) => /^(jbig2|openjpeg|qcms_bg)\.wasm$|^LICENSE/.test(name)),
    file('tesseract.js', 'dist/worker.min.js', 'vendor/tesseract/worker.min.js'),
    file('tesseract.js-core', 'tesseract-core-simd-lstm.js', 'vendor/tesseract/tesseract-core-simd-lstm.js'),
    file('tesseract.js-core', 'tesseract-core-simd-lstm.wasm', 'vendor/tesseract/tesseract-core-simd-lstm.wasm'),
    file('@tesseract.js-data/eng', '4.0.0_best_int/eng.traineddata.gz', 'vendor/tesseract/lang/eng.traineddata.gz'),
    file('@tesseract.js-data/spa', '4.0.0_best_int/spa.traineddata.gz', 'vendor/tesseract/lang/spa.traineddata.gz'),
  ];
}
