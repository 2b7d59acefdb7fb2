// Emoji, one piece at a time, so that removing every match also removes whole sequences (ZWJ families, flags).
const EMOJI_PARTS = [
  '[0-9#*]\\uFE0F?\\u20E3', // a keycap goes whole; its digit alone is not special (so no \p{Emoji}, which has digits)
  '\\p{Extended_Pictographic}', // pictographs; the astral ones are the surrogate pairs
  '\\p{Emoji_Modifier}', // skin tones
  '\\p{Regional_Indicator}', // flag halves
  '\\u200D', // zero-width joiner
  '\\uFE0E|\\uFE0F', // variation selectors
  '\\u20E3', // a keycap mark left alone
  '[\\u{E0020}-\\u{E007F}]', // tag characters of subdivision flags
];
const SPECIAL_PARTS = [
  `[/\\\\:*?<|'%>&"]`, // the shared special characters of spec section 5
  // Lone surrogates: half an emoji cut by a maxlength or a bad paste; they cannot be stored as UTF-8.
  // Paired surrogates that are not emoji (rare CJK characters in names) are kept.
  '\\p{Surrogate}',
];

/** Matches one emoji or special character (spec section 5). Not global, so `.test` carries no state between calls. */
export const SPECIAL_CHAR_PATTERN = new RegExp([...EMOJI_PARTS, ...SPECIAL_PARTS].join('|'), 'u');
const SPECIAL_CHARS_GLOBAL = new RegExp(SPECIAL_CHAR_PATTERN.source, 'gu');

/** Whether the text contains an emoji or a special character. */
export const hasSpecialChars = (s: string): boolean => SPECIAL_CHAR_PATTERN.test(s);

/** Removes every emoji and special character, keeping the rest as typed. */
export const stripSpecialChars = (s: string): string => s.replace(SPECIAL_CHARS_GLOBAL, '');
