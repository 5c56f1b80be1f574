/**
 * What no text field may hold: NUL (PostgreSQL text cannot store it: the query fails), a lone
 * UTF-16 surrogate (it has no UTF-8 form: the driver would store U+FFFD, silently changing the
 * value, and a password would match other passwords), and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what follows them on
 * screen and in exported files, so a name can be made to read as another one (the "Trojan
 * Source" trick), and no name needs them. The plain direction marks (U+200E, U+200F) stay.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

export function hasForbiddenCharacter(value: string): boolean {
  return value.includes('\u0000') || /\p{Cs}/u.test(value) || BIDI_CONTROLS.test(value);
}

/**
 * Characters that show nothing: white space, controls, format characters (zero-width space and
 * joiners, BOM, word joiner, soft hyphen, direction marks) and the blank-looking letters
 * (combining grapheme joiner, Hangul fillers, braille blank). A name made only of them is empty.
 */
const INVISIBLE = /^[\s\p{Cc}\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]$/u;

const isInvisibleAt = (value: string, index: number, size: number) =>
  INVISIBLE.test(value.slice(index, index + size));

const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Longer text is over every field's maxLength anyway: validation refuses it, so why look. */
const LONGEST_FIELD = 4096;

/**
 * Like String.prototype.trim, but also drops invisible characters at both ends; inside the text
 * they stay (a zero-width joiner is part of some Indic spellings and emoji). A bounded loop, not
 * a regex such as /\s+$/, whose backtracking is quadratic on a long run of spaces.
 */
export function trimInvisible(raw: string): string {
  const value = raw.trim();
  if (value.length > LONGEST_FIELD) return value;
  let start = 0;
  while (start < value.length) {
    const size = value.codePointAt(start)! > 0xffff ? 2 : 1;
    if (!isInvisibleAt(value, start, size)) break;
    start += size;
  }
  let end = value.length;
  while (end > start) {
    const size =
      end - 2 >= start && isLow(value.charCodeAt(end - 1)) && value.codePointAt(end - 2)! > 0xffff
        ? 2
        : 1;
    if (!isInvisibleAt(value, end - size, size)) break;
    end -= size;
  }
  return start === 0 && end === value.length ? value : value.slice(start, end);
}
