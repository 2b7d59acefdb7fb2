import {
  AppError,
  ErrorCode,
  HomeFuncEntry,
  MapType,
  MapTypeInfo,
  MenuConfig,
  WebPageConfig,
  type AkInfo,
  type ApplicationInfo,
  type HomeFuncEntries,
  type HomeFuncEntriesUpdate,
  type PageRemark,
  type ParamConfig,
  type ParamConfigUpdate,
  type DealerProfile,
  type DealerSettings,
  type ViewNotice,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuditTrail } from '../audit';
import { createBasicRepository, type BasicRepository, type DealerSettingsRow } from './basic.repository';

/** What a dealer without a saved menu gets: every optional feature off, parking only. */
export const DEFAULT_MENU_CONFIG: MenuConfig = {
  bagVehicle: false,
  bagPlan: null,
  chargingBerth: false,
  coupon: false,
  diffTime: false,
  elecInvoice: false,
  etcp: false,
  filterParkingType: false,
  roadParking: false,
  scan: false,
  platBizType: 1,
  charging: false,
  walletPlan: false,
  supportBalance: false,
  news: false,
  payForOthers: false,
  homeParkingCharge: false,
};

interface Deps {
  repo: BasicRepository;
  clock: Clock;
  mapKeys: Config['mapKeys'];
  /** The database the profile is saved in, with its audit entry (decision 082). */
  db?: Db;
  trail?: AuditTrail;
}

/** A dealer's basic configuration in the shapes of the contracts; rows are parsed, so extra columns never leak. */
const profileOf = (row: DealerSettingsRow) => ({
  appName: row.appName,
  servicePhone: row.servicePhone,
  searchButtonText: row.searchButtonText,
});

export function createBasicService({ repo, clock, mapKeys, db, trail }: Deps) {
  const notConfigured = () => new AppError(ErrorCode.NOT_FOUND, '该运营商尚未完成基础配置');
  const settingsOf = async (dealerId: string) => {
    const settings = await repo.settings(dealerId);
    if (!settings) throw notConfigured();
    return settings;
  };

  const service = {
    /** The dealer of a WeChat app id (the OAuth sandbox knows apps, not dealers). */
    dealerIdOfAppId: (appId: string): Promise<string | undefined> => repo.dealerIdOfAppId(appId),

    async appNameOfAppId(appId: string): Promise<string | undefined> {
      const dealerId = await repo.dealerIdOfAppId(appId);
      return dealerId && (await repo.settings(dealerId))?.appName;
    },

    async applicationInfo(dealerId: string): Promise<ApplicationInfo> {
      const { appId, appName } = await settingsOf(dealerId);
      return { appId, appName };
    },

    async paramConfig(dealerId: string): Promise<ParamConfig> {
      return { province: (await settingsOf(dealerId)).province };
    },

    /** The dealer's menu flags; asked from inside a transaction, pass it (`within`): PGlite has one connection. */
    async menuConfig(dealerId: string, within?: Db): Promise<MenuConfig> {
      const row = await (within ? createBasicRepository(within) : repo).menuConfig(dealerId);
      return row ? MenuConfig.parse(row) : DEFAULT_MENU_CONFIG;
    },

    async homeFuncEntries(dealerId: string): Promise<HomeFuncEntries> {
      const [settings, rows] = await Promise.all([settingsOf(dealerId), repo.homeEntries(dealerId)]);
      return { list: rows.map((row) => HomeFuncEntry.parse(row)), column: settings.homeColumn };
    },

    /** Keys from the deployment's environment win over the ones stored for the dealer. */
    async mapType(dealerId: string): Promise<MapTypeInfo> {
      const settings = await settingsOf(dealerId);
      return MapTypeInfo.parse({ type: settings.mapType, bmapAk: mapKeys.baidu ?? settings.bmapAk });
    },

    /** The JS API key of the dealer's main map: Baidu's when it uses Baidu only, else AMap's. */
    async ak(dealerId: string): Promise<AkInfo> {
      const settings = await settingsOf(dealerId);
      if (settings.mapType === MapType.BAIDU) return { ak: mapKeys.baidu ?? settings.bmapAk };
      return { ak: mapKeys.amap ?? settings.amapKey };
    },

    async webPageConfig(dealerId: string): Promise<WebPageConfig> {
      return WebPageConfig.parse(await settingsOf(dealerId));
    },

    /** A page without a remark has an empty one: that is normal, not an error. */
    async pageRemark(dealerId: string, pageCode: string): Promise<PageRemark> {
      return { pageCode, remark: (await repo.pageRemark(dealerId, pageCode)) ?? '' };
    },

    async viewNotice(dealerId: string, noticeType: string): Promise<ViewNotice> {
      const notice = await repo.latestNotice(dealerId, noticeType, clock.now());
      if (!notice) throw new AppError(ErrorCode.NOT_FOUND, '公告不存在');
      const { title, content, version, publishTime } = notice;
      return { noticeType, title, content, version, publishTime: publishTime.toISOString() };
    },

    async saveMenuConfig(dealerId: string, menu: MenuConfig): Promise<MenuConfig> {
      await repo.saveMenuConfig(dealerId, menu, clock.now());
      return service.menuConfig(dealerId);
    },

    async saveHomeFuncEntries(dealerId: string, update: HomeFuncEntriesUpdate): Promise<HomeFuncEntries> {
      const saved = await repo.replaceHomeEntries(dealerId, update.list, update.column, clock.now());
      if (!saved) throw notConfigured();
      return service.homeFuncEntries(dealerId);
    },

    /** The console's 运营商设置: what the driver app shows of the dealer, its menu flags and home entries. */
    async dealerSettings(dealerId: string): Promise<DealerSettings> {
      const [settings, menu, home] = await Promise.all([
        settingsOf(dealerId),
        service.menuConfig(dealerId),
        service.homeFuncEntries(dealerId),
      ]);
      return { profile: profileOf(settings), province: settings.province, menu, home };
    },

    /** Saves the profile; the audit entry (its changed fields) commits with it. */
    async saveProfile(dealerId: string, profile: z.output<typeof DealerProfile>): Promise<DealerSettings> {
      const before = await settingsOf(dealerId);
      if (!db) throw new Error('createBasicService needs db to save the profile');
      await db.transaction(async (tx) => {
        const after = await createBasicRepository(tx).saveProfile(dealerId, profile, clock.now());
        await trail?.record(tx, {
          objectType: 'dealer',
          objectId: dealerId,
          before: profileOf(before),
          after: profileOf(after!),
        });
      });
      return service.dealerSettings(dealerId);
    },

    async saveParamConfig(dealerId: string, param: ParamConfigUpdate): Promise<ParamConfig> {
      if (!(await repo.saveProvince(dealerId, param.province, clock.now()))) throw notConfigured();
      return service.paramConfig(dealerId);
    },
  };
  return service;
}
export type BasicService = ReturnType<typeof createBasicService>;
