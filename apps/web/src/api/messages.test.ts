import { describe, expect, it } from 'vitest';
import { withoutFieldNames } from './messages';

describe('withoutFieldNames', () => {
  it.each([
    ['challengeCode: 请输入图形验证码', '请输入图形验证码'],
    [
      'pictures.0: 图片须先上传；content: 请至少用 5 个字描述问题 等 4 项错误',
      '图片须先上传；请至少用 5 个字描述问题 等 4 项错误',
    ],
    ['参数: 必填', '参数: 必填'], // a field named in Chinese is for the driver
    ['支付失败: 余额不足', '支付失败: 余额不足'],
    ['请求参数错误', '请求参数错误'],
  ])('%s → %s', (message, shown) => {
    expect(withoutFieldNames(message)).toBe(shown);
  });
});
