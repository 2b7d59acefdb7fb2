import { DevRoutes, DriverRoutes } from '@parking/contracts';
import { expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { apiUrl } from './api';
import { DEALER, payloadHeaders } from './vehicles';

export const PASSWORD = 'Passw0rd88';

/** A random mainland mobile number, so parallel projects never share a driver. */
export const aPhone = (): string => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest code the server's development SMS outbox holds for a phone (demo mode), read through its API. */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(apiUrl(DevRoutes.smsOutbox), { params: { phone } });
      code = (await res.json()).data?.results?.[0]?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Asks for a code with the page's 获取验证码 button and types what the outbox says, as a driver reads their phone. */
export async function typeSmsCode(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.getByRole('button', { name: '获取验证码' }).first().click();
  await expect(page.getByRole('button', { name: /s 后重新获取$/ }).first()).toBeVisible();
  await page
    .getByPlaceholder('请输入验证码')
    .first()
    .fill(await readSmsCode(request, phone));
}

/** Registers through /registor with an SMS code; ends logged in on /mine, the registration coupon's dialog closed. */
export async function registerInBrowser(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.goto('/loginIndex');
  await page.getByRole('button', { name: '注册新账号' }).click();
  await expect(page).toHaveURL(/\/registor/);
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await typeSmsCode(page, request, phone);
  await page.getByPlaceholder('8-20 位字母和数字').fill(PASSWORD);
  await page.getByPlaceholder('再次输入密码').fill(PASSWORD);
  await page.getByLabel('同意用户协议和隐私政策').click();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`车主${phone.slice(-4)}`)).toBeVisible();
  // The demo dealer gives a registration coupon (decision 052): its dialog comes once, after the account exists.
  const gift = page.getByRole('dialog');
  await expect(gift).toContainText('注册礼券已到账');
  await gift.getByRole('button').click();
  await expect(gift).toBeHidden();
}

/** Logs in on /login with phone and password; ends on /mine. */
export async function logInWithPassword(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByLabel('同意用户协议和隐私政策').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect(page.getByText(`车主${phone.slice(-4)}`)).toBeVisible();
}

/** Options for a second browser context like the project's own (its user agent, screen, locale, server). */
export function sameDeviceAs(use: BrowserContextOptions): BrowserContextOptions {
  const { baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = use;
  return { baseURL, userAgent, viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId };
}

/** A driver's session: what the app keeps after a login. */
export interface Session {
  phone: string;
  token: string;
  refreshToken: string;
}

/**
 * A new driver registered through the accounts API with an SMS code from the outbox, as the registration screen
 * does: every test that needs a signed-in driver makes its own, so tests and browser projects never share one.
 */
export async function registerDriver(request: APIRequestContext): Promise<Session> {
  const phone = aPhone();
  const sent = await request.post(apiUrl(DriverRoutes.sendVerifyCode), {
    headers: payloadHeaders(),
    data: { type: 'register', phone },
  });
  expect((await sent.json()).code).toBe('200');
  const registered = await request.post(apiUrl(DriverRoutes.register), {
    headers: payloadHeaders(),
    data: { phone, verifyCode: await readSmsCode(request, phone), password: PASSWORD },
  });
  const body = await registered.json();
  expect(body.code, JSON.stringify(body)).toBe('200');
  return { phone, token: body.data.token, refreshToken: body.data.refreshToken };
}

/** Opens `path` in the app signed in as the driver: the session where the app keeps it, as a login leaves it. */
export async function openLoggedIn(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/404');
  await page.evaluate(
    ({ token, refreshToken, dealer }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('refreshToken', refreshToken);
      localStorage.setItem('driverDealerId', dealer);
    },
    { ...session, dealer: DEALER },
  );
  await page.goto(path);
}
