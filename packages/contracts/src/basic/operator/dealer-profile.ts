import { z } from 'zod';
import { HomeFuncEntries, MenuConfig } from '../menu';

/** What the driver app shows of the dealer: its name, the service phone, the home search button's text. */
export const DealerProfile = z.object({
  appName: z.string({ error: '请填写应用名称' }).trim().min(1, '请填写应用名称').max(20, '应用名称最多 20 个字'),
  servicePhone: z
    .string({ error: '请填写客服电话' })
    .trim()
    .regex(/^(|[0-9][0-9-]{4,19})$/, '客服电话只能包含数字和 -，5 到 20 位'),
  searchButtonText: z
    .string({ error: '请填写首页查询按钮文字' })
    .trim()
    .min(1, '请填写首页查询按钮文字')
    .max(8, '查询按钮文字最多 8 个字'),
});
export type DealerProfile = z.input<typeof DealerProfile>;

/**
 * The dealer's settings as the console edits them: the profile, the default plate prefix (paramConfigs), the menu
 * flags and the home entries.
 */
export const DealerSettings = z.object({
  profile: z.object({ appName: z.string(), servicePhone: z.string(), searchButtonText: z.string() }),
  /** The plate keyboard's default prefix (浙 or 浙A); saved by saveParamConfigs. */
  province: z.string(),
  menu: MenuConfig,
  home: HomeFuncEntries,
});
export type DealerSettings = z.infer<typeof DealerSettings>;
