import { chromium, devices } from '@playwright/test';
const base = 'http://127.0.0.1:5101';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ ...devices['iPhone 13'], viewport: { width: 375, height: 740 }, locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN' });
const p = await ctx.newPage();
const shot = async (path, name, act) => { await p.goto(base + path); await p.waitForTimeout(900); if (act) await act(); await p.screenshot({ path: `/tmp/accounts-shots/${name}.png` }); };
await shot('/mine', 'mine-anon');
await shot('/loginIndex', 'login-index');
await shot('/login', 'login');
await shot('/login?tab=code', 'login-code');
await shot('/registor', 'register', async () => { await p.getByRole('button', { name: '注册' }).click(); await p.waitForTimeout(500); });
// log in as the demo driver
await p.goto(base + '/login');
await p.getByPlaceholder('请输入手机号').fill('13800138000');
await p.getByPlaceholder('请输入密码').fill('Demo1234');
await p.getByLabel('同意用户协议和隐私政策').click();
await p.getByRole('button', { name: '登录', exact: true }).click();
await p.waitForURL(/\/mine/); await p.waitForTimeout(800);
await p.screenshot({ path: '/tmp/accounts-shots/mine-in.png' });
await shot('/userInfo', 'user-info');
await shot('/changeNickname', 'nickname');
await shot('/passWordChange', 'pw-change');
await shot('/changePassWord', 'pw-set');
await shot('/changeTel', 'tel');
await shot('/cancellation', 'cancellation');
await shot('/onsurecancel', 'onsure');
await b.close();
