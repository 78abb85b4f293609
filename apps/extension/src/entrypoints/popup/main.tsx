import { createRoot } from 'react-dom/client';
import '../../ui/pages.css';
import { Popup } from '../../popup/popup.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The popup page has no #root element');
createRoot(root).render(<Popup />);
