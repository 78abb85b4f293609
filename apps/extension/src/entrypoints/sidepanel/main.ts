import '../../content/selection-ui.css';
import '../../panel/panel.css';
import { startPanel } from '../../panel/panel-app.ts';

const root = document.getElementById('panel');
if (!root) throw new Error('The side panel page has no #panel element');
void startPanel(root);
