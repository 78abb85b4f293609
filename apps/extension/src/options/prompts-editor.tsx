import { useState } from 'react';
import type { Translate } from '../i18n/translate.ts';
import { type SavedPrompt, savedPromptSchema } from '../settings/schema.ts';
import { LockedNote } from '../ui/locked-note.tsx';

interface Props {
  t: Translate;
  prompts: SavedPrompt[];
  onChange: (prompts: SavedPrompt[]) => void;
  /** The organisation's policy allows no prompts of the user's own. */
  locked: boolean;
}

const empty = { name: '', template: '', pinned: true };

/** Saved prompts: add, edit, delete, pin to the toolbar, and order (the toolbar shows pinned ones in this order). */
export function PromptsEditor({ t, prompts, onChange, locked }: Props) {
  const [draft, setDraft] = useState(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState(false);

  const save = () => {
    const parsed = savedPromptSchema.safeParse({ ...draft, id: editing ?? crypto.randomUUID() });
    if (!parsed.success) return setError(true);
    setError(false);
    onChange(editing ? prompts.map((p) => (p.id === editing ? parsed.data : p)) : [...prompts, parsed.data]);
    setDraft(empty);
    setEditing(null);
  };
  const move = (index: number, by: number) => {
    const next = [...prompts];
    const [item] = next.splice(index, 1);
    if (!item) return;
    next.splice(index + by, 0, item);
    onChange(next);
  };

  if (locked) {
    return (
      <section id="section-prompts" aria-labelledby="prompts-title">
        <h2 id="prompts-title">{t('options.prompts')}</h2>
        <LockedNote t={t} id="locked-prompts" />
        <p className="notice">{t('policy.promptsOff')}</p>
      </section>
    );
  }
  return (
    <section id="section-prompts" aria-labelledby="prompts-title">
      <h2 id="prompts-title">{t('options.prompts')}</h2>
      <p className="notice">{t('options.promptsHelp')}</p>
      <ul className="prompts" data-testid="prompt-list">
        {prompts.map((p, index) => (
          <li key={p.id} className="card">
            <strong>{p.name}</strong>
            {p.pinned && ' 📌'}
            <p>{p.template}</p>
            <div className="row">
              <label>
                <input
                  type="checkbox"
                  checked={p.pinned}
                  onChange={(e) => onChange(prompts.map((q) => (q.id === p.id ? { ...q, pinned: e.target.checked } : q)))}
                />
                {t('options.promptPinned')}
              </label>
              <button type="button" onClick={() => (setEditing(p.id), setDraft({ name: p.name, template: p.template, pinned: p.pinned }))}>
                {t('options.promptEdit')}
              </button>
              <button type="button" disabled={index === 0} onClick={() => move(index, -1)}>{t('options.promptUp')}</button>
              <button type="button" disabled={index === prompts.length - 1} onClick={() => move(index, 1)}>
                {t('options.promptDown')}
              </button>
              <button type="button" onClick={() => onChange(prompts.filter((q) => q.id !== p.id))}>{t('options.promptDelete')}</button>
            </div>
          </li>
        ))}
      </ul>
      <div className="card">
        <label>
          {t('options.promptName')}
          <input value={draft.name} maxLength={40} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </label>
        <label>
          {t('options.promptTemplate')}
          <textarea rows={4} value={draft.template} onChange={(e) => setDraft({ ...draft, template: e.target.value })} />
        </label>
        <label>
          <input type="checkbox" checked={draft.pinned} onChange={(e) => setDraft({ ...draft, pinned: e.target.checked })} />
          {t('options.promptPinned')}
        </label>
        {error && <p role="alert" className="field-error">{t('options.promptInvalid')}</p>}
        <button type="button" onClick={save}>{editing ? t('options.promptSave') : t('options.promptAdd')}</button>
      </div>
    </section>
  );
}
