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

/** Message for a letter or reply that holds characters no screen can show (control characters, half an emoji). */
export const MESSAGE_TEXT_MESSAGE = '含有无法显示的字符，请删除后重试';

// Control characters other than tab and line breaks, and lone UTF-16 surrogates (half an emoji cut by a paste).
const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Checks what a driver or an agent writes to the other (a consultation, an appeal, a reply, a review): every
 * character a person types is accepted — "09:30", "<18:00>", quotes, emoji — and escaped where it is shown
 * (decision 086); only what cannot be shown is refused. The spec's `checkText` stays for names and short labels.
 */
export function checkMessageText(value: string): string | null {
  return UNSHOWABLE.test(value) ? MESSAGE_TEXT_MESSAGE : null;
}
