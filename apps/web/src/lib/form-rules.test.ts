import {
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  TEXT_CHAR_MESSAGE,
  TEXT_SPACE_MESSAGE,
  VERIFY_CODE_MESSAGE,
} from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkNewPassword, checkPhone, checkProfileText, checkVerifyCode } from './form-rules';

describe('form checks', () => {
  it.each([
    ['', '请输入手机号'],
    ['  ', '请输入手机号'],
    ['1380013800', PHONE_MESSAGE],
    ['12800138000', PHONE_MESSAGE],
    ['13800138000', null],
    ['+8613800138000', null],
    [' 13800138000 ', null],
  ])('phone %j → %s', (value, message) => expect(checkPhone(value)).toBe(message));

  it.each([
    ['', '请输入验证码'],
    ['12345', VERIFY_CODE_MESSAGE],
    ['12345a', VERIFY_CODE_MESSAGE],
    ['123456', null],
  ])('code %j → %s', (value, message) => expect(checkVerifyCode(value)).toBe(message));

  it.each([
    ['', '请输入密码'],
    ['abc123', PASSWORD_MESSAGE],
    ['abcdefgh', PASSWORD_MESSAGE],
    ['12345678', PASSWORD_MESSAGE],
    ['abcd 1234', PASSWORD_MESSAGE],
    ['密码abcd1234', PASSWORD_MESSAGE],
    ['Abcd1234', null],
    ['a1!@#$%^&*', null],
  ])('new password %j → %s', (value, message) => expect(checkNewPassword(value)).toBe(message));

  it('asks for the same password twice', () => {
    const check = checkConfirmation(() => 'Abcd1234');
    expect(check('')).toBe('请再次输入密码');
    expect(check('Abcd1235')).toBe('两次输入的密码不一致');
    expect(check('Abcd1234')).toBeNull();
  });

  it.each([
    ['', '请输入昵称'],
    ['老/王', TEXT_CHAR_MESSAGE],
    ['老王 ', TEXT_SPACE_MESSAGE],
    ['一'.repeat(21), '昵称最多 20 个字'],
    ['老王', null],
  ])('nickname %j → %s', (value, message) => expect(checkProfileText('昵称', 20)(value)).toBe(message));
});
