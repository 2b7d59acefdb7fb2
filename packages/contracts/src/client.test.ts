import { describe, it, expect } from 'vitest';
import {
  ClientType,
  DEFAULT_CLIENT_TYPE,
  PayChannel,
  clientTypeFromUserAgent,
  isClientType,
  isPayChannel,
  payChannelLabel,
} from './client';

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42(0x18002a2a) NetType/WIFI Language/zh_CN';
const WECOM =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 wxwork/4.1.10 MicroMessenger/7.0.1 Language/zh';
const ALIPAY =
  'Mozilla/5.0 (Linux; U; Android 12; zh-CN; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0 Mobile Safari/537.36 Nebula AliApp(AP/10.2.58.8000) AlipayClient/10.2.58.8000 Language/zh-Hans';
const DINGTALK =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.0.10) com.laiwang.DingTalk/27';
const NATIVE_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 ParkingApp/2.3.0';
const MOBILE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('clientTypeFromUserAgent', () => {
  it.each([
    ['WeChat', WECHAT_IOS, ClientType.WX],
    ['WeCom (reports MicroMessenger)', WECOM, ClientType.WX],
    ['Alipay', ALIPAY, ClientType.ALI],
    ['DingTalk (an AliApp, but not Alipay)', DINGTALK, DEFAULT_CLIENT_TYPE],
    ['our native web view', NATIVE_APP, ClientType.APP],
    ['a plain mobile browser', MOBILE_SAFARI, DEFAULT_CLIENT_TYPE],
    ['an empty user agent', '', DEFAULT_CLIENT_TYPE],
  ])('%s → %s', (_name, ua, expected) => {
    expect(clientTypeFromUserAgent(ua)).toBe(expected);
  });

  it('defaults to 2, as the spec says', () => {
    expect(DEFAULT_CLIENT_TYPE).toBe(2);
  });
});

describe('isClientType', () => {
  it.each([
    [1, true],
    [2, true],
    [3, true],
    [16, true],
    [0, false],
    [4, false],
    ['2', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isClientType(value)).toBe(expected);
  });
});

describe('pay channels', () => {
  it.each([
    [PayChannel.ALI, 2, '支付宝'],
    [PayChannel.WX, 3, '微信'],
    [PayChannel.BALANCE, 6, '余额'],
  ])('channel %s has code %s and label %s', (channel, code, label) => {
    expect(channel).toBe(code);
    expect(payChannelLabel[channel]).toBe(label);
    expect(isPayChannel(code)).toBe(true);
  });

  it.each([0, 1, 4, 5, '6', null])('%s is not a pay channel', (value) => {
    expect(isPayChannel(value)).toBe(false);
  });
});
