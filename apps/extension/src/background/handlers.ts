import { browser, type Browser } from 'wxt/browser';
import { actions } from '../actions/registry.ts';
import { resolveLocale, translator } from '../i18n/translate.ts';
import { type Request, type ResponseMap, requestSchema } from '../messaging/protocol.ts';
import { translateLanguages } from '../settings/languages.ts';
import { isSiteEnabled } from '../settings/schema.ts';
import { loadCardSize, saveCardSize } from '../settings/card-size.ts';
import { saveLastRun } from '../settings/last-run.ts';
import { loadSettings, updateSettings } from '../settings/store.ts';
import { offeredActions } from '../policy/apply-policy.ts';
import { loadPolicy } from '../policy/managed-policy.ts';
import { serverUrlOf } from '../lib/server-url.ts';
import { accessToken, authClient } from './auth.ts';
import { sendCode, verifyCode } from './email-code.ts';
import { awaitingCode, mfaStatus, verifyTotp } from './two-step.ts';
import { clearSessionEnded, sessionEnded } from './session-ended.ts';
import { editorFocused, frameEditor, insertFromPanel, writeInFrame } from './frame-editors.ts';
import { pickEnd, pickPicked, pickStart } from './pick-sessions.ts';
import { openPanelFor, panelWork } from './panel-requests.ts';
import { saveToHistory } from './history-save.ts';
import { pageToolFor, pageToolOffer } from './page-tool-requests.ts';
import { fetchModels, forgetModels, saveModels } from './models.ts';
import { fetchUsage } from './usage.ts';
import { forgetTeam, knownTeamPrompts, teamPrompts } from './team-prompts.ts';

type Sender = Browser.runtime.MessageSender;

type Handlers = { [T in Request['type']]: (request: Extract<Request, { type: T }>, sender: Sender) => Promise<ResponseMap[T]> };

/** Requests only the extension's own pages may make (content scripts run inside web pages). */
const trustedOnly = new Set<Request['type']>(['sign-in', 'send-code', 'verify-code', 'verify-totp', 'mfa-status', 'sign-out', 'models', 'save-models', 'panel-work', 'panel-insert', 'page-tool', 'page-tool-offer']);

const handlers: Handlers = {
  async 'page-settings'(request) {
    const [settings, policy] = await Promise.all([loadSettings(), loadPolicy()]);
    const locale = resolveLocale(settings.interfaceLanguage, navigator.language);
    const t = translator(locale);
    const labels: Record<string, string> = Object.fromEntries(actions.map((a) => [a.id, t(a.labelKey)]));
    labels.toolbar = t('toolbar.label');
    return {
      enabled: isSiteEnabled(settings, request.hostname),
      locale,
      labels,
      actions: offeredActions(policy),
      translateLanguage: translateLanguages[settings.translateLanguage],
      translateLanguageCode: settings.translateLanguage,
      aiLocation: settings.aiLocation,
      theme: settings.theme,
      cardSize: await loadCardSize(),
      // The team's prompts come after the user's own (decision 021); all of them, for the menu and shortcuts (026).
      prompts: [
        ...settings.prompts.map(({ id, name, template, pinned }) => ({ id, name, template, pinned })),
        ...((await knownTeamPrompts()) ?? { prompts: [] }).prompts.map(({ id, name, template, pinned }) => ({ id: `team-${id}`, name, template, pinned, team: true })),
      ],
      serverUrl: serverUrlOf(settings),
    };
  },
  async 'auth-state'() {
    const { client } = await authClient();
    const { data } = await client.auth.getSession();
    return { signedIn: !!data.session, email: data.session?.user.email ?? null, awaitingCode: awaitingCode(data.session), sessionEnded: !data.session && (await sessionEnded()) };
  },
  async 'sign-in'(request) {
    const { client } = await authClient();
    const { data, error } = await client.auth.signInWithPassword({ email: request.email, password: request.password });
    if (error || !data.session) return { ok: false, code: error?.code ?? 'unknown', message: error?.message ?? 'No session' };
    await clearSessionEnded();
    return { ok: true, email: data.session.user.email ?? request.email };
  },
  'send-code': sendCode,
  'verify-code': verifyCode,
  'verify-totp': verifyTotp,
  'mfa-status': mfaStatus,
  async 'sign-out'() {
    const { client } = await authClient();
    // Local sign-out always succeeds; the server-side revoke is best effort (offline, already expired).
    await client.auth.signOut({ scope: 'local' });
    await forgetModels();
    await forgetTeam();
    return { ok: true };
  },
  usage: fetchUsage,
  async models() {
    try {
      if (!(await accessToken())) return { ok: false, code: 'unauthorized', message: 'Not signed in.' };
      const models = await fetchModels();
      return models ? { ok: true, models } : { ok: false, code: 'unavailable', message: 'Models unavailable.' };
    } catch (error) {
      return { ok: false, code: 'offline', message: String(error) };
    }
  },
  async 'save-models'(request) {
    try {
      return await saveModels(request.choice as Parameters<typeof saveModels>[0]);
    } catch (error) {
      return { ok: false, code: 'offline', message: String(error) };
    }
  },
  async team(request) {
    const team = await teamPrompts(request.refresh ?? false);
    return { teamName: team?.teamName ?? null, prompts: (team?.prompts ?? []).map(({ id, name, template, pinned }) => ({ id, name, template, pinned })) };
  },
  async 'remember-action'(request) {
    await updateSettings((settings) => ({ ...settings, lastAction: request.action }));
    return { ok: true };
  },
  async 'save-card-size'(request) {
    await saveCardSize(request.size);
    return { ok: true };
  },
  async 'page-keys'() {
    const { toolbarMode, shortcuts } = await loadSettings();
    return { toolbarMode, shortcuts };
  },
  'editor-focused': (_request, sender) => editorFocused(sender),
  'frame-editor': (_request, sender) => frameEditor(sender),
  'write-in-frame': (request, sender) => writeInFrame(sender, request.frameId, request.text),
  'pick-start': (_request, sender) => pickStart(sender),
  'pick-picked': (request, sender) => pickPicked(sender, request.id, request.name),
  'pick-end': (request, sender) => pickEnd(sender, request.id),
  // Synchronous up to the panel's open(): the sender's click is the gesture that lets it open (panel-hub.ts).
  'open-panel': (request, sender) => openPanelFor(sender, request.work),
  'panel-work': async (request) => panelWork(request.windowId, request.work),
  'history-save': (request) => saveToHistory(request.entry),
  'panel-insert': (request) => insertFromPanel(request.windowId, request.text),
  'page-tool-offer': (request) => pageToolOffer(request.windowId),
  'page-tool': (request, sender) => pageToolFor(request.tool, request.windowId, request.tabId, (sender.url ?? '').startsWith(browser.runtime.getURL('/popup.html'))),
  async 'remember-run'(request) {
    await saveLastRun(request.where);
    return { ok: true };
  },
};

/**
 * Whether a message comes from the extension's own pages (popup, options) rather than a content script. By URL,
 * not by `sender.tab`: the options page (and the popup opened as a page) runs in a tab too.
 */
function isTrusted(sender: Sender): boolean {
  return sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
}

/** Validates and answers one runtime message; anything malformed or not allowed gets `{ok:false}`. */
export async function handleMessage(raw: unknown, sender: Sender): Promise<unknown> {
  if (sender.id !== browser.runtime.id) return { ok: false, code: 'forbidden', message: 'Unknown sender.' };
  const parsed = requestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, code: 'invalid_message', message: 'Malformed message.' };
  const request = parsed.data;
  if (trustedOnly.has(request.type) && !isTrusted(sender)) {
    return { ok: false, code: 'forbidden', message: 'Only the extension’s pages may do this.' };
  }
  const handler = handlers[request.type] as (r: Request, s: Sender) => Promise<unknown>;
  return handler(request, sender);
}
