import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { OperatorPassword, OperatorRole, OperatorUsername } from '@parking/contracts';
import { z } from 'zod';
import type { Db } from '../db/client';
import { dealerSettings, dealers } from '../db/schema';
import { createOperatorsRepository, ensureOperator } from '../modules/operators';
import { withDatabase } from './cli-database';

/** What `npm run setup` takes: the dealer (the platform's default) and its first admin. */
export const SetupInput = z.object({
  dealerId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,32}$/, '--dealer-id: 2 到 32 位字母、数字、_ 或 -（如行政区划代码 330100）'),
  dealerName: z.string().trim().min(1, '--dealer-name: 请填写运营商名称').max(64),
  city: z.string().trim().min(1, '--city: 请填写城市').max(32),
  appName: z.string().trim().min(1, '--app-name: 请填写应用名称').max(32),
  /** The plate prefix the driver app offers first, e.g. 浙A. */
  province: z.string().regex(/^[\u4e00-\u9fa5][A-Z]?$/, '--province: 车牌省份简称，如 浙A 或 浙'),
  username: OperatorUsername,
  displayName: z.string().trim().min(1).max(32),
  password: OperatorPassword,
});
export type SetupInput = z.infer<typeof SetupInput>;

export class SetupRefused extends Error {}

/** A password to print once when none is given: 16 letters and digits, always with both. */
export const generatedPassword = (): string => `${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}a1`;

/** Reads the command line (`--dealer-id 330100 --dealer-name … `); throws SetupRefused with every problem. */
export function parseSetupArgs(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): SetupInput & { generated: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      ['dealer-id', 'dealer-name', 'city', 'app-name', 'province', 'admin', 'admin-name'].map((name) => [
        name,
        { type: 'string' },
      ]),
    ),
    strict: true,
  });
  const given = env.SETUP_ADMIN_PASSWORD;
  const parsed = SetupInput.safeParse({
    dealerId: values['dealer-id'],
    dealerName: values['dealer-name'],
    city: values.city,
    appName: values['app-name'] ?? values['dealer-name'],
    province: values.province,
    username: values.admin ?? 'admin',
    displayName: values['admin-name'] ?? '管理员',
    password: given ?? generatedPassword(),
  });
  if (!parsed.success) {
    throw new SetupRefused(parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n'));
  }
  return { ...parsed.data, generated: given === undefined };
}

/**
 * Creates the platform's default dealer, its settings and its first admin on a database with no dealer, all in one
 * go; refuses a database that has one (set-up is done once; after it, everything is made in the console).
 */
export async function setUp(db: Db, input: SetupInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: dealers.id }).from(dealers).limit(1);
    if (existing) throw new SetupRefused(`已有运营商（${existing.id}），不再初始化：请在运营后台继续配置。`);
    await tx.insert(dealers).values({ id: input.dealerId, name: input.dealerName, city: input.city, isDefault: true });
    await tx
      .insert(dealerSettings)
      .values({ dealerId: input.dealerId, appId: '', appName: input.appName, province: input.province });
    await ensureOperator(createOperatorsRepository(tx), {
      dealerId: input.dealerId,
      username: input.username,
      displayName: input.displayName,
      password: input.password,
      roles: [OperatorRole.ADMIN],
    });
  });
}

/** What the command prints: what it made, and the password once when it chose it. */
export const formatSetup = (input: SetupInput, generated: boolean): string =>
  [
    `已创建运营商 ${input.dealerName}（${input.dealerId}，${input.city}，应用名称 ${input.appName}，默认车牌 ${input.province}）`,
    `已创建管理员 ${input.username}（${input.displayName}）`,
    generated
      ? `初始密码：${input.password}（只显示这一次，登录后请在运营后台修改）`
      : '密码：SETUP_ADMIN_PASSWORD 所给',
    '打开 /console/ 登录运营后台。',
    '',
  ].join('\n');

if (import.meta.url === `file://${process.argv[1]}`) {
  Promise.resolve()
    .then(async () => {
      const input = parseSetupArgs(process.argv.slice(2));
      await withDatabase(({ db }) => setUp(db, input));
      process.stdout.write(formatSetup(input, input.generated));
    })
    .catch((error: unknown) => {
      const refused = error instanceof SetupRefused || (error instanceof TypeError && 'code' in error);
      console.error(refused ? `setup refused:\n${error instanceof Error ? error.message : error}` : error);
      process.exitCode = refused ? 1 : 2;
    });
}
