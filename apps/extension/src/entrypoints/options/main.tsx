import { createRoot } from 'react-dom/client';
import '../../ui/pages.css';
import { OptionsPage } from '../../options/options-page.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The options page has no #root element');
createRoot(root).render(<OptionsPage />);
