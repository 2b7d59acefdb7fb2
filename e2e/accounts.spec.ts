import { DriverRoutes, OperatorRoutes } from '@parking/contracts';
import { expect, test } from './support/test';
import { apiUrl } from './support/api';
import {
  aPhone,
  logInWithPassword,
  openLoggedIn,
  registerDriver,
  registerInBrowser,
  sameDeviceAs,
  typeSmsCode,
} from './support/driver';
import { payloadHeaders } from './support/vehicles';

// Accounts as drivers use them, in the WeChat project (playwright.config.ts: no story here depends on the host app).

test('register with an SMS code, log out, log in with the password; a login on another phone ends this one with the 0xd12501021 dialog', async ({
  page,
  request,
  browser,
}, info) => {
  const phone = aPhone();
  await registerInBrowser(page, request, phone);
  await page.screenshot({ path: info.outputPath('registered-mine.png') });

  // Log out from the profile.
  await page.getByRole('button', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/userInfo$/);
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.locator('.adm-dialog-button', { hasText: '退出登录' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();

  // Back in with the password on this phone.
  await logInWithPassword(page, phone);

  // "Another phone": a second browser context logs in with the same account.
  const otherPhone = await browser.newContext(sameDeviceAs(info.project.use));
  try {
    const second = await otherPhone.newPage();
    await logInWithPassword(second, phone);
  } finally {
    await otherPhone.close();
  }

  // The first phone's next call is refused: the dialog of spec section 8, then login (coming back to /mine).
  await page.getByRole('button', { name: '个人信息' }).click();
  const dialog = page.getByText('该账号已在其他手机登录，请重新登录或尝试修改密码。');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: info.outputPath('logged-in-elsewhere.png') });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine$/, { timeout: 10_000 });
  await expect(dialog).toBeHidden();
});

test('a wrong password says the tries left, the picture shows before the tap that needs it, and a lock is a dialog with its end and 短信验证码登录', async ({
  page,
  request,
}, info) => {
  const driver = await registerDriver(request);
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(driver.phone);
  await page.getByPlaceholder('请输入密码').fill('Wrong0000x');
  await page.getByLabel('同意用户协议和隐私政策').click();
  const login = page.getByRole('button', { name: '登录', exact: true });
  const picture = page.getByAltText('图形验证码');
  for (const left of [4, 3]) {
    await login.click();
    await expect(page.getByText(`密码错误，还可尝试 ${left} 次，用完后账号将暂时锁定`)).toBeVisible();
    await expect(picture).toHaveCount(0);
  }
  await login.click();
  await expect(page.getByText('密码错误，还可尝试 2 次，用完后账号将暂时锁定')).toBeVisible();
  // The next try needs the picture: it is there before the driver taps again.
  await expect(picture).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-tries-left.png') });

  // Two more wrong passwords (the change-password screen counts towards the same lock, decision 019) lock it.
  for (let i = 0; i < 2; i++) {
    await request.put(apiUrl(DriverRoutes.changePassword), {
      headers: { ...payloadHeaders(), authorization: `Bearer ${driver.token}` },
      data: { oldPassword: 'Nope12345', password: 'Changed88' },
    });
  }
  await page.getByPlaceholder('请输入密码').fill('Passw0rd88');
  await page.getByPlaceholder('请输入图中字符').fill('ABCD');
  await login.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('账号已锁定', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(/密码错误次数过多，账号已锁定至 \d{2}:\d{2}，请届时再试，或使用短信验证码登录。/),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath('login-locked.png') });
  await dialog.getByRole('button', { name: '短信验证码登录' }).click();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeVisible();

  // A code typed without tapping 获取验证码 is refused as 请先获取验证码, not 验证码已失效.
  await page.getByPlaceholder('请输入验证码').fill('123456');
  await login.click();
  await expect(page.getByText('请先获取验证码')).toBeVisible();
});

test('the login form asks for what is missing, and a wrong password is refused with the server message', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('12345');
  await page.getByPlaceholder('请输入密码').fill('whatever1');
  await page.getByLabel('同意用户协议和隐私政策').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();

  await page.getByPlaceholder('请输入手机号').fill(aPhone());
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('手机号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a partner's SSO ticket logs the driver in; the account is then deleted after its check list and an SMS code", async ({
  page,
  request,
}, info) => {
  // The partner system: an admin operator of the dealer asks for a one-time ticket for the driver's phone.
  const phone = aPhone();
  const operator = await request.post(apiUrl(OperatorRoutes.login), {
    data: { username: 'admin', password: 'demo1234' },
  });
  const { token } = (await operator.json()).data;
  const issued = await request.post(apiUrl(OperatorRoutes.ssoTickets), {
    data: { phone },
    headers: { authorization: `Bearer ${token}` },
  });
  const { loginPath } = (await issued.json()).data;

  await page.goto(loginPath);
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`车主${phone.slice(-4)}`)).toBeVisible();
  // A ticket works once.
  const again = await page.request.get(
    `${apiUrl(DriverRoutes.getTokenByTicket)}?${new URL(loginPath, 'http://x').search.slice(1)}`,
  );
  expect((await again.json()).message).toBe('登录凭证无效或已过期，请重新进入');

  await page.getByRole('button', { name: '个人信息' }).click();
  await page.getByText('注销账号').click();
  await expect(page).toHaveURL(/\/cancellation$/);
  await expect(page.getByText('已绑定手机号')).toBeVisible();
  await expect(page.getByText('账号状态正常')).toBeVisible();
  await page.screenshot({ path: info.outputPath('cancellation.png') });
  await page.getByRole('button', { name: '申请注销' }).click();
  await expect(page).toHaveURL(/\/onsurecancel$/);
  await typeSmsCode(page, request, phone);
  await page.getByText('我已知晓账号注销后无法恢复').click();
  await page.getByRole('button', { name: '确认注销' }).click();
  await page.locator('.adm-dialog-button', { hasText: '确定注销' }).click();
  await expect(page.getByText('账号已注销')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('WeChat', () => {
  test('a new WeChat user logs in through the OAuth sandbox and is asked to bind a phone first', async ({
    page,
    request,
  }, info) => {
    test.skip(!info.project.name.startsWith('wechat'), 'WeChat login is offered inside WeChat only');
    await page.goto('/loginIndex?redirect=%2FuserInfo');
    await page.getByRole('button', { name: '微信一键登录' }).click();
    await expect(page.getByText('申请使用')).toBeVisible();
    await page.screenshot({ path: info.outputPath('wechat-consent.png') });
    await page.getByLabel('微信昵称').fill('小微');
    await page.getByRole('button', { name: '允许' }).click();

    await expect(page).toHaveURL(/\/bindPhone\?redirect=%2FuserInfo$/);
    const phone = aPhone();
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await typeSmsCode(page, request, phone);
    await page.getByRole('button', { name: '绑定', exact: true }).click();
    await expect(page).toHaveURL(/\/userInfo$/);
    await expect(page.getByText('小微')).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`)).toBeVisible();
    await expect(page.getByText('已绑定', { exact: true })).toBeVisible();
  });

  test('a phone account binds WeChat from 个人信息 inside WeChat, then WeChat login opens that account', async ({
    page,
    request,
    browser,
  }, info) => {
    test.skip(!info.project.name.startsWith('wechat'), 'WeChat binding is offered inside WeChat only');
    const driver = await registerDriver(request);
    await openLoggedIn(page, driver, '/userInfo');
    // 手机号 is bound, so the one 去绑定 is WeChat's.
    await page.getByText('去绑定', { exact: true }).click();
    await expect(page.getByText('申请使用')).toBeVisible();
    const openid = `wx_e2e_${driver.phone}`;
    await page.getByLabel('模拟的微信用户（openid，相同即同一用户）').fill(openid);
    await page.getByRole('button', { name: '允许' }).click();
    await expect(page).toHaveURL(/\/userInfo$/);
    await expect(page.getByText('已绑定', { exact: true })).toBeVisible();
    await expect(page.getByText('去绑定', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('wechat-bound.png') });

    // The same WeChat user logging in on another phone lands in this account.
    const other = await browser.newContext(sameDeviceAs(info.project.use));
    try {
      const second = await other.newPage();
      await second.goto('/loginIndex?redirect=%2FuserInfo');
      await second.getByRole('button', { name: '微信一键登录' }).click();
      await second.getByLabel('模拟的微信用户（openid，相同即同一用户）').fill(openid);
      await second.getByRole('button', { name: '允许' }).click();
      await expect(second).toHaveURL(/\/userInfo$/);
      await expect(second.getByText(`${driver.phone.slice(0, 3)}****${driver.phone.slice(7)}`)).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
