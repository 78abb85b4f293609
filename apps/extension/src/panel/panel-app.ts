import { actionRun } from '../actions/action-run.ts';
import type { AnswerState } from '../card/card-api.ts';
import { getEntry } from '../history/history-store.ts';
import type { HistoryTurn } from '../history/history-schema.ts';
import { send } from '../messaging/send.ts';
import { lockedSettings } from '../policy/apply-policy.ts';
import { loadPolicy } from '../policy/managed-policy.ts';
import { loadSettings, updateSettings } from '../settings/store.ts';
import { showHistory } from './history-view.ts';
import { translator, type Translate } from '../i18n/translate.ts';
import type { PanelSource, PanelWork } from '../messaging/panel-messages.ts';
import type { PageSettings } from '../messaging/protocol.ts';
import { applyTheme } from '../ui/theme-cache.ts';
import { openPanelAnswer, type PanelAnswer } from './panel-answer.ts';
import { connectPanel } from './panel-connection.ts';
import { showDraft } from './panel-draft.ts';
import { mountPageTools } from './panel-page-tools.ts';
import { panelSettings } from './panel-settings.ts';
import { buildShell, type PanelShell, showNotice, showSource } from './panel-shell.ts';

/** What an answer in the panel is, for its history entry. */
interface Kept {
  historyId: string;
  action: string;
  title: string;
  source: PanelSource;
  turns: HistoryTurn[];
}

/** What the panel shows now, and the settings it was built with. */
interface PanelState {
  root: HTMLElement;
  shell: PanelShell;
  settings: PageSettings;
  t: Translate;
  answer: PanelAnswer | null;
  /** Each work started bumps it: settings arriving for older work are dropped. */
  generation: number;
}

function applySettings(state: PanelState, settings: PageSettings): void {
  state.settings = settings;
  state.t = translator(settings.locale);
  const history = state.root.querySelector('.panel-history-open');
  if (history) history.textContent = state.t('history.open');
  document.documentElement.lang = settings.locale;
  document.title = 'Selecta';
  applyTheme(document.documentElement, settings.theme);
  state.root.dataset.theme = settings.theme;
}

/** The panel with nothing running: a field to paste text into and run an action on. */
function showHome(state: PanelState, source: PanelSource | null = null, draft: { text: string; action?: string | undefined } = { text: '' }): void {
  state.answer?.close();
  state.answer = null;
  showDraft(state.shell.work, state.t, state.settings, draft, (text, action) =>
    void handle(state, { kind: 'run', text, action, source: source ?? { title: '', url: '' } }),
  );
}

/** Keeps the panel's answer in the history (the background adds the model; nothing when the history is off). */
function keep(kept: Kept, answer: AnswerState): void {
  const entry = { id: kept.historyId, action: kept.action, title: kept.title, text: answer.request.text, source: { title: kept.source.title, url: kept.source.url }, ...answer, versions: [...answer.versions], turns: kept.turns };
  void send({ type: 'history-save', entry }).catch(() => undefined);
}

function showRun(state: PanelState, work: Extract<PanelWork, { kind: 'run' }>): void {
  const run = actionRun(work.action, state.settings);
  if (!run) {
    showNotice(state.shell, state.t('error.unknown'), 'explain');
    return showHome(state, work.source, { text: work.text });
  }
  state.answer?.close();
  const kept: Kept = { historyId: crypto.randomUUID(), action: work.action, title: run.title, source: work.source, turns: [] };
  state.answer = openPanelAnswer({
    container: state.shell.work,
    t: state.t,
    settings: state.settings,
    title: run.title,
    source: work.source,
    needsPrompt: run.needsPrompt && !work.instruction,
    makeRequest: (typed) => run.request({ text: work.text, pageTitle: work.source.title }, work.instruction ?? typed),
    observer: { answered: (answer) => keep(kept, answer) },
    turns: kept.turns,
    onClose: () => showHome(state),
  });
}

/** An answer carried over (the card's, the history's): shown as it was, and its entry goes on being updated. */
function showKept(state: PanelState, kept: Kept, restore: AnswerState): void {
  state.answer?.close();
  state.answer = openPanelAnswer({
    container: state.shell.work,
    t: state.t,
    settings: state.settings,
    title: kept.title,
    source: kept.source,
    needsPrompt: false,
    makeRequest: () => restore.request,
    restore,
    observer: { answered: (answer) => keep(kept, answer) },
    turns: kept.turns,
    onClose: () => showHome(state),
  });
}

/** The history, in place of the work; Back returns to an empty panel. */
async function openHistory(state: PanelState): Promise<void> {
  const [settings, policy] = await Promise.all([loadSettings(), loadPolicy()]);
  state.answer?.close();
  state.answer = null;
  showSource(state.shell, state.t, null);
  showNotice(state.shell, null);
  showHistory(state.shell.work, {
    t: state.t,
    locale: state.settings.locale,
    enabled: settings.historyEnabled,
    locked: lockedSettings(policy).has('historyEnabled'),
    setEnabled: async (on) => {
      await updateSettings((current) => ({ ...current, historyEnabled: on }));
      await openHistory(state);
    },
    reopen: (id) => void handle(state, { kind: 'history', id }),
    back: () => showHome(state),
  });
}

/** Shows one piece of work (panel-messages.ts), replacing what was there. */
async function handle(state: PanelState, work: PanelWork): Promise<void> {
  performance.mark('selecta:panel:work');
  const generation = ++state.generation;
  const source = 'source' in work ? (work.source ?? null) : null;
  const settings = await panelSettings(source?.url);
  if (generation !== state.generation) return;
  applySettings(state, settings);
  showSource(state.shell, state.t, source);
  showNotice(state.shell, 'note' in work && work.note ? work.note : null);
  switch (work.kind) {
    case 'run':
      return showRun(state, work);
    case 'draft':
      showNotice(state.shell, work.note ?? state.t('panel.draftHint'));
      return showHome(state, work.source, { text: work.text, action: work.action });
    case 'explain':
      showNotice(state.shell, state.t(`panel.explain.${work.reason}`), 'explain');
      return showHome(state, work.source ?? null);
    case 'status':
      return;
    case 'answer': {
      const kept = { historyId: work.historyId ?? crypto.randomUUID(), action: work.action, title: work.title, source: work.source, turns: [] };
      return showKept(state, kept, { request: work.request, versions: work.versions, shown: Math.min(work.shown, work.versions.length - 1), where: work.where });
    }
    case 'history': {
      const entry = await getEntry(work.id);
      if (generation !== state.generation) return;
      if (!entry) return showHome(state);
      showSource(state.shell, state.t, entry.source);
      const kept = { historyId: entry.id, action: entry.action, title: entry.title, source: entry.source, turns: [...entry.turns] };
      return showKept(state, kept, { request: entry.request, versions: entry.versions, shown: Math.min(entry.shown, entry.versions.length - 1), where: entry.where });
    }
  }
}

/** Starts the side panel: the empty panel at once, then whatever work the background hands it. */
export async function startPanel(root: HTMLElement): Promise<void> {
  const settings = await panelSettings();
  const t = translator(settings.locale);
  const bar = document.createElement('header');
  bar.className = 'panel-bar';
  const name = document.createElement('h1');
  name.className = 'panel-name';
  name.textContent = 'Selecta';
  const history = document.createElement('button');
  history.type = 'button';
  history.className = 'panel-button panel-history-open';
  history.textContent = t('history.open');
  bar.append(name, history);
  const body = document.createElement('div');
  body.className = 'panel-body';
  root.replaceChildren(bar, body);
  const state: PanelState = { root, shell: buildShell(body), settings, t, answer: null, generation: 0 };
  history.addEventListener('click', () => {
    state.generation++;
    void openHistory(state);
  });
  applySettings(state, settings);
  showHome(state);
  void mountPageTools(bar, state.t);
  await connectPanel((work) => void handle(state, work));
}
