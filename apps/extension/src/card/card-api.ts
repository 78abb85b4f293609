import type { Locale } from '@selecta/shared/locales';
import type { Anchor } from '../content/toolbar.ts';
import type { EditableSource } from '../content/editable-source.ts';
import type { RunRequest } from '../messaging/run-request.ts';

export interface CardOptions {
  container: HTMLElement;
  anchor: Anchor;
  locale: Locale;
  serverUrl: string;
  title: string;
  needsPrompt: boolean;
  makeRequest: (prompt: string | undefined) => RunRequest;
  source: EditableSource | null;
  onClose: () => void;
}

export interface CardHandle {
  close(): void;
}
