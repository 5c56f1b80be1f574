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

/**
 * The body fields that hold a name, on every route that takes one: religions, castes, people
 * (name, fatherName, areaName; also the duplicate search's), accounts and supervisors
 * (firstName, lastName), API tokens (name).
 */
export const NAME_FIELDS = new Set(['name', 'fatherName', 'areaName', 'firstName', 'lastName']);

/**
 * Scripts whose spellings use the zero-width joiner and non-joiner (U+200D, U+200C) between
 * their letters: a half form or an explicit virama in Devanagari (क्‍ष), and the same in the
 * other Brahmic scripts of South Asia.
 */
const JOINING_SCRIPTS = [
  /^[\p{Script=Devanagari}]$/u,
  /^[\p{Script=Bengali}]$/u,
  /^[\p{Script=Gurmukhi}]$/u,
  /^[\p{Script=Gujarati}]$/u,
  /^[\p{Script=Oriya}]$/u,
  /^[\p{Script=Tamil}]$/u,
  /^[\p{Script=Telugu}]$/u,
  /^[\p{Script=Kannada}]$/u,
  /^[\p{Script=Malayalam}]$/u,
  /^[\p{Script=Sinhala}]$/u,
];
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
const JOINERS = new Set(['\u200C', '\u200D']);

/**
 * What has no place inside a name: controls (C0 and C1: newline, tab, DEL, ...), format
 * characters (zero-width space, word joiner U+2060, BOM U+FEFF, soft hyphen, direction marks
 * U+200E/U+200F, bidi embeddings and isolates, tag characters U+E0000-E007F, ...), line and
 * paragraph separators, and the blank-looking letters that show nothing (combining grapheme
 * joiner, Hangul fillers, braille blank). They make two names look alike that compare unequal.
 */
const NOT_IN_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * True when a name holds a character that has no place in it (see NOT_IN_NAME). The one
 * exception: a zero-width joiner or non-joiner between two letters or marks of one script that
 * spells with them (JOINING_SCRIPTS), as Devanagari does; anywhere else ("Hin\u200Ddu") it only
 * makes a second name that looks like the first.
 */
export function hasCharacterNotInName(value: string): boolean {
  if (!NOT_IN_NAME.test(value)) return false;
  const chars = [...value];
  return chars.some((c, i) => {
    if (!NOT_IN_NAME.test(c)) return false;
    if (!JOINERS.has(c)) return true;
    const before = chars[i - 1];
    const after = chars[i + 1];
    if (!before || !after || !LETTER_OR_MARK.test(before) || !LETTER_OR_MARK.test(after)) return true;
    return !JOINING_SCRIPTS.some((script) => script.test(before) && script.test(after));
  });
}
