import { ContentState, Editor, EditorState } from 'draft-js';
import 'draft-js/dist/Draft.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { editorLabel, expose, initialText } from './fixture-api.ts';

// Draft.js needs React 18 (findDOMNode): the bundler maps react and react-dom to the react18 / react-dom18 aliases.
let read = () => '';
const changed = expose(() => read());

function App() {
  const [state, setState] = useState(() => EditorState.createWithContent(ContentState.createFromText(initialText)));
  read = () => state.getCurrentContent().getPlainText('\n');
  return (
    <Editor
      editorState={state}
      ariaLabel={editorLabel}
      onChange={(next) => {
        if (next.getCurrentContent() !== state.getCurrentContent()) queueMicrotask(changed);
        setState(next);
      }}
    />
  );
}
createRoot(document.querySelector('#editor')!).render(<App />);
