import { checkText, hasSpecialChars } from '@parking/contracts';

/**
 * The first problem with what the driver typed, or null: at least `min` characters, the spec's forbidden characters,
 * then emoji and the other special characters (spec section 5) — the server's checks, said before sending.
 */
export function textProblem(text: string, min: number, what = '问题'): string | null {
  if (text.trim().length < min) return `请至少用 ${min} 个字描述${what}`;
  return checkText(text) ?? (hasSpecialChars(text) ? '不能包含表情或特殊字符' : null);
}
