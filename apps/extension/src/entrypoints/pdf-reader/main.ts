import '../../ui/pages.css';
import '../../pdf-reader/reader.css';
import { startReader } from '../../pdf-reader/reader-page.ts';

void startReader(document);
