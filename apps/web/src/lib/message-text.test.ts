import { describe, expect, it } from 'vitest';
import { messageProblem } from './message-text';

describe('messageProblem', () => {
  it.each([
    ['扣款', '请至少用 5 个字描述问题'],
    ['   扣款   ', '请至少用 5 个字描述问题'],
    ['实际 09:30 入场，18:05 出场', null],
    [`收费对吗? 标准是 "2元/时" <首小时免费> 'A区' \\ * 号`, null],
    ['支付失败了😡怎么办', null],
    [' 支付失败了怎么办\n', null], // trimmed by the server, not refused
    ['支付失败了\u0000怎么办', '含有无法显示的字符，请删除后重试'],
    ['支付失败了\uD83D怎么办', '含有无法显示的字符，请删除后重试'], // half an emoji
  ])('%j → %s', (text, problem) => {
    expect(messageProblem(text, 5)).toBe(problem);
  });
});
