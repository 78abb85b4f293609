/** How far back from the limit a cut looks for a paragraph or sentence end, so the summary does not end mid-word. */
const lookBack = 400;

export interface CappedText {
  text: string;
  /** The characters kept when the text was cut; null when it all fits. */
  cutAt: number | null;
}

/** The first `max` characters at most, cut at a paragraph, sentence or word end when one is near the limit. */
export function capText(text: string, max: number): CappedText {
  if (text.length <= max) return { text, cutAt: null };
  const head = text.slice(0, max);
  const floor = max - lookBack;
  const at = [head.lastIndexOf('\n\n'), head.search(/[.!?。][^.!?。]*$/) + 1, head.lastIndexOf(' ')].find((i) => i > floor) ?? max;
  const kept = head.slice(0, at).trimEnd();
  return { text: kept, cutAt: kept.length };
}
