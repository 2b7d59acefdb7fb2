import { checkMessageText } from '@parking/contracts';

/**
 * The first problem with what the driver wrote to customer service (a consultation, an appeal, a reply, a review), or
 * null: at least `min` characters, and nothing a screen cannot show — the server's MessageText check, said before
 * sending. Any character a person types is fine (decision 086): "09:30", quotes, < and > are escaped where shown.
 */
export function messageProblem(text: string, min: number, what = '问题'): string | null {
  if (text.trim().length < min) return `请至少用 ${min} 个字描述${what}`;
  return checkMessageText(text);
}
