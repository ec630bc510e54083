/**
 * Where a headline drawn into a picture may break (docs/decisions/139): never inside a word, in
 * either language. English breaks at its spaces. Chinese has none, and a browser breaks it between
 * any two characters (肌|肉, 实|践), so the text is cut into pieces a line may only end between:
 * Intl.Segmenter's words, a break allowed only where both sides are words of two or more
 * characters, after a space or a mark, or after the particle 的 that closes a phrase. The
 * segmenter's dictionary splits some words (都好|用, 治疗|师); one-character pieces never stand
 * alone, so those splits are never break points. The site's names and terms stay whole.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const hanLength = (s: string) => [...s].filter((c) => HAN.test(c)).length;
const isWord = (s: string) => /[\p{L}\p{N}]/u.test(s);
/** Names and terms a line never splits, though made of two words each. */
const KEEP_WHOLE = ['订阅方案', '肌肉与运动', '肌骨患者教育', '动作图谱', '医患沟通'];

/** The pieces of a Chinese text, in order: a line may end only between two of them. */
export function unbreakablePieces(text: string): string[] {
  const pieces: string[] = [];
  let previous: { segment: string; word: boolean } | null = null;
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const word = !!isWordLike && isWord(segment);
    const breakable =
      previous !== null &&
      // after a space or a mark (never before one: no line starts with 、 or ：)
      ((!previous.word && word) ||
        // between two words of two characters or more, or at a Latin word
        (previous.word &&
          word &&
          ((hanLength(previous.segment) !== 1 && hanLength(segment) !== 1) || previous.segment === '的')));
    if (breakable || pieces.length === 0) pieces.push(segment);
    else pieces[pieces.length - 1] += segment;
    previous = { segment, word };
  }
  return keepWhole(pieces);
}

/** Pieces that cut a name or term of KEEP_WHOLE, joined again. */
function keepWhole(pieces: string[]): string[] {
  const text = pieces.join('');
  const inside = new Set<number>();
  for (const term of KEEP_WHOLE)
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1))
      for (let i = at + 1; i < at + term.length; i++) inside.add(i);
  const out: string[] = [];
  let edge = 0;
  for (const piece of pieces) {
    if (out.length > 0 && inside.has(edge)) out[out.length - 1] += piece;
    else out.push(piece);
    edge += piece.length;
  }
  return out;
}

/** The headline as the picture's HTML gets it: break points as zero-width spaces, set with `word-break: keep-all`. */
export const withBreakPoints = (text: string, language: 'en' | 'cn') =>
  language === 'cn' ? unbreakablePieces(text).join('\u200b') : text;
