import { DriverRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { at } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';
import { DELETION_WARNING } from './cancellation-page';

// Account forms (spec section 2, Account), the road parking's plate entry and the 404 page.
const cases: ScreenCase[] = [
  {
    at: '/changeUserName',
    state: 'error',
    serve: { [at(DriverRoutes.loginInfo)]: broken() },
    shows: ['加载失败'],
  },
  { at: '/passWordChange', state: 'form', shows: ['原密码', '忘记原密码？通过短信验证码设置'] },
  { at: '/changeTel', state: 'form', shows: ['原号验证码', '新手机号', '新号验证码'] },
  { at: '/onsurecancel', state: 'form', shows: [DELETION_WARNING, /^验证码将发送至/] },
  { at: '/roadParking/addCar', state: 'form', shows: ['请输入车牌号'] },
  { at: '/404', state: 'not found', shows: ['页面不存在'] },
];

describe('account screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
