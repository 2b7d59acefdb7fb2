// Zod-free, so a form that only checks text does not load zod (docs/decisions/015, 026).
/** Message for a forbidden character (spec section 5, copied byte for byte). */
export const TEXT_CHAR_MESSAGE = `不能包含' / \\ : * ? " < >字符`;
/** Message for leading or trailing spaces. */
export const TEXT_SPACE_MESSAGE = '首尾不能有空格';

const FORBIDDEN_TEXT_CHARS = /[/\\:*?"<>']/;
// Any whitespace counts, so a full-width space (U+3000) typed on a Chinese keyboard is caught too.
const EDGE_SPACE = /^\s|\s$/;

/** Checks free text (names, remarks): the first problem's message, or null when fine. Characters are checked first. */
export function checkText(value: string): string | null {
  if (FORBIDDEN_TEXT_CHARS.test(value)) return TEXT_CHAR_MESSAGE;
  if (EDGE_SPACE.test(value)) return TEXT_SPACE_MESSAGE;
  return null;
}
