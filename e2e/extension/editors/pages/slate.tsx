import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { createEditor, type Descendant, Node } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { editorLabel, expose, initialText } from './fixture-api.ts';

const value: Descendant[] = [{ type: 'paragraph', children: [{ text: initialText }] } as Descendant];
let read = () => '';
const changed = expose(() => read());

function App() {
  const editor = useMemo(() => withHistory(withReact(createEditor())), []);
  read = () => editor.children.map((node) => Node.string(node)).join('\n');
  return (
    <Slate editor={editor} initialValue={value} onValueChange={changed}>
      <Editable aria-label={editorLabel} />
    </Slate>
  );
}
createRoot(document.querySelector('#editor')!).render(<App />);
