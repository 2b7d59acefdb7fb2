import { OperatorOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { dealers } from '../db/schema';
import { formatSetup, parseSetupArgs, setUp, SetupRefused } from './setup';

const ARGS = ['--dealer-id', '310100', '--dealer-name', '申城停车', '--city', '上海', '--province', '沪A'];
const PASSWORD = { SETUP_ADMIN_PASSWORD: 'first-admin-1' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
}, 180_000);
afterAll(() => t.close());

describe('npm run setup', () => {
  it('creates the dealer and its first admin on an empty database, who can then sign in', async () => {
    const input = parseSetupArgs(ARGS, PASSWORD);
    await setUp(t.db, input);
    expect(await t.db.select({ id: dealers.id, isDefault: dealers.isDefault }).from(dealers)).toEqual([
      { id: '310100', isDefault: true },
    ]);
    const login = await call(t, OperatorOps.login, { body: { username: 'admin', password: 'first-admin-1' } });
    expect(login.body.data?.operator).toMatchObject({ dealerId: '310100', roles: ['admin'], parkIds: [] });
    expect(formatSetup(input, false)).toContain('已创建管理员 admin');
  });

  it('refuses a database that has a dealer, changing nothing', async () => {
    const again = parseSetupArgs(
      ['--dealer-id', '320500', '--dealer-name', '姑苏', '--city', '苏州', '--province', '苏E'],
      PASSWORD,
    );
    await expect(setUp(t.db, again)).rejects.toThrow(/已有运营商（310100）/);
    expect(await t.db.select({ id: dealers.id }).from(dealers)).toEqual([{ id: '310100' }]);
  });

  it('prints a generated password once when none is given', () => {
    const input = parseSetupArgs(ARGS, {});
    expect(input.password).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(formatSetup(input, input.generated)).toContain(`初始密码：${input.password}`);
  });

  it.each([
    [['--dealer-name', '申城停车', '--city', '上海', '--province', '沪A'], /dealerId/],
    [[...ARGS.slice(0, 6), '--province', 'SH'], /--province/],
    [[...ARGS, '--admin', 'a b'], /用户名只能包含/],
  ])('refuses bad input %#', (argv, message) => {
    expect(() => parseSetupArgs(argv, PASSWORD)).toThrow(SetupRefused);
    expect(() => parseSetupArgs(argv, PASSWORD)).toThrow(message);
  });

  it('refuses a weak password', () => {
    expect(() => parseSetupArgs(ARGS, { SETUP_ADMIN_PASSWORD: 'short' })).toThrow(/密码至少 8 位/);
  });
});
