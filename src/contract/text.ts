import { z } from 'zod';

// The only strings the contract is made of (a lint rule keeps bare `z.string()` and `z.url()` out of the other
// contract files). Every one refuses what no database or header can carry: PostgreSQL text cannot hold NUL, and
// an unpaired UTF-16 surrogate has no UTF-8 form, so the database cannot take it either. Where a value is one
// line (a name, a key, a tag, a URL, a path), control characters are refused as well: a line break or an escape
// in a name or a header value is a mistake or an attack, never a wish. So are format characters (Unicode's Cf):
// invisible, they make two names that look alike differ (`dup` and `dup` with a zero-width space) and a bidi
// override makes a name read otherwise than it is (`abc\u202egnp.exe` shows as "abcexe.png").

/** An unpaired high surrogate, or a low surrogate with no high one before it. */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** C0 controls (tab and line breaks included), DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this pattern is for
const controlCharacterOfText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Format characters: bidi controls, zero-width characters, the byte order mark, soft hyphen, tags and the like. */
const formatCharacter = /\p{Cf}/u;

export const CONTROL_CHARACTER_PROBLEM = 'must not contain control characters';
export const TEXT_CONTROL_CHARACTER_PROBLEM =
  'must not contain control characters other than tabs and line breaks';
export const FORMAT_CHARACTER_PROBLEM =
  'must not contain invisible format characters (such as bidi controls or zero-width spaces)';
export const NUL_PROBLEM = 'must not contain NUL characters (\\u0000)';
export const UNPAIRED_SURROGATE_PROBLEM = 'must be valid Unicode text (no unpaired surrogate)';

const wellFormed = (value: string) => !unpairedSurrogate.test(value);
const withoutNul = (value: string) => !value.includes('\u0000');
const withoutControls = (value: string) => !controlCharacter.test(value);
const withoutControlsOfText = (value: string) => !controlCharacterOfText.test(value);
const withoutFormatCharacters = (value: string) => !formatCharacter.test(value);

// Each kind of string is made once and shared: a zod schema never changes (`.min(1)` answers a new one), and the
// contract's several hundred strings building their checks anew each took about a fifth of the time the contract
// takes to load, in the server and the console alike.
const textSchema = z.string().refine(wellFormed, UNPAIRED_SURROGATE_PROBLEM).refine(withoutNul, NUL_PROBLEM);
const textLinesSchema = z
  .string()
  .refine(wellFormed, UNPAIRED_SURROGATE_PROBLEM)
  .refine(withoutControlsOfText, TEXT_CONTROL_CHARACTER_PROBLEM);
const singleLineSchema = z
  .string()
  .refine(wellFormed, UNPAIRED_SURROGATE_PROBLEM)
  .refine(withoutControls, CONTROL_CHARACTER_PROBLEM)
  .refine(withoutFormatCharacters, FORMAT_CHARACTER_PROBLEM);
const trimmedLineSchema = z
  .string()
  .trim()
  .refine(wellFormed, UNPAIRED_SURROGATE_PROBLEM)
  .refine(withoutControls, CONTROL_CHARACTER_PROBLEM)
  .refine(withoutFormatCharacters, FORMAT_CHARACTER_PROBLEM);

/**
 * Free text that may span lines, such as a description, a file's content, a helm value or a command argument: tabs,
 * line breaks and other characters are kept, NUL is refused.
 */
export function text() {
  return textSchema;
}

/**
 * Text of lines, such as a variable's value, which reaches deployment logs and terminals: tabs and line breaks are
 * its only control characters (an escape or a bell would act on the terminal showing it; NUL no database holds).
 */
export function textLines() {
  return textLinesSchema;
}

/**
 * One line, such as a name, a key, a tag, a commit id, a branch, a path or a credential: no control character at
 * all (C0 including tab and line breaks, DEL, C1), and no format character.
 */
export function singleLine() {
  return singleLineSchema;
}

/**
 * One line as people paste it: surrounding whitespace (a trailing line break, say) is trimmed first, then any
 * control or format character left is refused.
 */
export function trimmedLine() {
  return trimmedLineSchema;
}

/**
 * A URL on one line, trimmed and checked as a line before it is parsed: URL parsing alone accepts control characters
 * (it drops tabs and line breaks inside, and keeps a NUL in a path as it was sent).
 */
export function url(params?: Parameters<typeof z.url>[0]) {
  // OpenAPI documents a pipe by its first half: `format` keeps the document saying it is a URL.
  return trimmedLine().pipe(z.url(params)).meta({ format: 'uri' });
}
