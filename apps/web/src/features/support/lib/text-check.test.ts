import { describe, expect, it } from 'vitest';
import { textProblem } from './text-check';

describe('textProblem', () => {
  it.each([
    ['扣款', '请至少用 5 个字描述问题'],
    ['支付失败<钱被扣了', `不能包含' / \\ : * ? " < >字符`],
    ['支付失败了😡怎么办', '不能包含表情或特殊字符'],
    ['支付失败了%怎么办', '不能包含表情或特殊字符'],
    [' 支付失败了怎么办', '首尾不能有空格'],
    ['支付失败了怎么办', null],
  ])('%s → %s', (text, problem) => {
    expect(textProblem(text, 5)).toBe(problem);
  });
});
