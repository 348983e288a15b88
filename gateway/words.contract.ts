/**
 * Words as a reader counts them, in any script: Thai and Chinese have no spaces between words,
 * so the text is segmented by the platform's word breaker (Intl.Segmenter) and only word-like
 * segments count. The feedback's content and the withdrawal confirmation's remark are counted
 * with this one function, by the forms and by the simulated gateway alike.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return trimmed.split(/\s+/u).length;
  let n = 0;
  for (const s of new Segmenter('und', { granularity: 'word' }).segment(trimmed)) if (s.isWordLike) n++;
  return n;
}
