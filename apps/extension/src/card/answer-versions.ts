/**
 * The card's answers, oldest first, and which one it shows (decision 025). They live only in this object, which
 * lives only as long as the open card: nothing is stored, sent or logged.
 */
export interface AnswerVersions {
  /** Adds a finished answer and shows it. */
  add(text: string): void;
  /** Shows the version `by` steps away; false (and nothing changes) past either end. */
  step(by: -1 | 1): boolean;
  /** The shown version's index, from 0; -1 before the first answer. */
  readonly shown: number;
  readonly total: number;
  /** The shown version's text: what Copy, Insert, Replace and the next refinement act on. */
  readonly text: string;
  /** Every version, oldest first (the side panel keeps them in the history and carries them over from the card). */
  readonly all: readonly string[];
}

/** `initial`: versions carried over (the card's, a history entry's), showing `shown` (default: the newest). */
export function answerVersions(initial: readonly string[] = [], initialShown = initial.length - 1): AnswerVersions {
  const list: string[] = [...initial];
  let shown = Math.min(Math.max(initialShown, list.length ? 0 : -1), list.length - 1);
  return {
    add(text) {
      list.push(text);
      shown = list.length - 1;
    },
    step(by) {
      const to = shown + by;
      if (to < 0 || to >= list.length) return false;
      shown = to;
      return true;
    },
    get shown() {
      return shown;
    },
    get total() {
      return list.length;
    },
    get text() {
      return list[shown] ?? '';
    },
    get all() {
      return list;
    },
  };
}
