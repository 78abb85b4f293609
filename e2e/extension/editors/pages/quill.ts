import Quill from 'quill';
// @ts-expect-error -- a stylesheet: esbuild bundles it, TypeScript has no type for it
import 'quill/dist/quill.snow.css';
import { editorLabel, expose, initialText } from './fixture-api.ts';

const quill = new Quill('#editor', { theme: 'snow' });
quill.setText(initialText);
quill.history.clear();
quill.root.setAttribute('aria-label', editorLabel);
const changed = expose(() => quill.getText().replace(/\n$/, ''));
quill.on('text-change', changed);
