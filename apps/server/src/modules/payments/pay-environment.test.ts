import { PayChannel } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { payEnvironment, sceneFor, walletChannelsFor } from './pay-environment';

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
const ALIPAY_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/69 Nebula AlipayDefined AlipayClient/10.5.36.8100';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1';

describe('payEnvironment', () => {
  it.each([
    ['WeChat', 2, WECHAT_UA, 'wechat'],
    ['Alipay', 3, ALIPAY_UA, 'alipay'],
    ['an Alipay-type client whose user agent says nothing', 3, SAFARI_UA, 'alipay'],
    ['a plain browser (client type 2 is the default there)', 2, SAFARI_UA, 'browser'],
    ['our app', 1, `${SAFARI_UA} ParkingApp/2.3.0`, 'browser'],
    ['no user agent at all', undefined, undefined, 'browser'],
  ])('%s', (_, clientType, ua, expected) => {
    expect(payEnvironment(clientType, ua)).toBe(expected);
  });
});

describe('wallet channels and scenes', () => {
  it('offers WeChat inside WeChat, Alipay inside Alipay and both elsewhere', () => {
    expect(walletChannelsFor('wechat')).toEqual([PayChannel.WX]);
    expect(walletChannelsFor('alipay')).toEqual([PayChannel.ALI]);
    expect(walletChannelsFor('browser')).toEqual([PayChannel.WX, PayChannel.ALI]);
  });

  it.each([
    [PayChannel.WX, 'wechat', { openid: 'o-1' }, 'jsapi'],
    [PayChannel.WX, 'wechat', {}, 'h5'],
    [PayChannel.WX, 'browser', { openid: 'o-1' }, 'h5'],
    [PayChannel.ALI, 'alipay', { buyerId: '2088102177846880' }, 'alipay-app'],
    [PayChannel.ALI, 'alipay', {}, 'alipay-wap'],
    [PayChannel.ALI, 'browser', {}, 'alipay-wap'],
  ] as const)('channel %s in %s with %j → %s', (channel, env, payer, scene) => {
    expect(sceneFor(channel, env, payer)).toBe(scene);
  });
});
