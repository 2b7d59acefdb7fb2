import { API_BASE, BasicOps } from '@parking/contracts';
import { mount, type ServerModule } from '../../kernel/module';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuditTrail } from '../audit';
import { createLocalDiskStorage } from '../../integrations/storage';
import { createSandboxTicketSource, createWechatTicketSource, type WechatApi } from '../../integrations/wechat';
import type { RateLimiter } from '../verification';
import { basicOperatorRoutes } from './basic.operator-routes';
import { createBasicRepository } from './basic.repository';
import { basicRoutes, pictureFileRoutes } from './basic.routes';
import { createBasicService, type BasicService } from './basic.service';
import { h5OperatorRoutes, h5Routes } from './h5.routes';
import { createH5Service, type H5Service } from './h5.service';
import { createPictureReferences, type PictureReferences } from './picture-references';
import { createPictureUploadsRepository } from './picture-uploads.repository';
import { createPicturesService, type PicturesService } from './pictures.service';

export { type BasicService };
export { decodePicture, PICTURE_UPLOAD_LIMITS, type DecodedPicture, type PicturesService } from './pictures.service';
export { type PictureReferenceFinder, type PictureReferences } from './picture-references';
export { dealerProvince } from './dealer-province';
export { type H5Service };

/**
 * The dealer's basic settings (menus, home entries, page remarks), uploaded pictures and their sweep, and partner
 * H5 pages with WeChat JS-SDK signatures. Modules whose rows hold pictures add themselves to `pictureReferences`;
 * the sweep keeps what they refer to.
 */
export function createBasicModule(deps: {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  config: Pick<
    Config,
    'mapKeys' | 'uploadDir' | 'uploadMaxBytes' | 'uploadDailyBytes' | 'uploadSweepIntervalMs' | 'wechatJsapi'
  >;
  /** The process's WeChat API (its access-token cache is shared with template messages). */
  wechatApi?: WechatApi;
  /** The console's changes to the dealer's profile are audited in their transaction (decision 082). */
  trail?: AuditTrail;
}): ServerModule<{
  basic: BasicService;
  pictures: PicturesService;
  pictureReferences: PictureReferences;
  h5: H5Service;
}> {
  const { db, clock, config, wechatApi } = deps;
  const basic = createBasicService({
    repo: createBasicRepository(db),
    clock,
    mapKeys: config.mapKeys,
    db,
    ...(deps.trail ? { trail: deps.trail } : {}),
  });
  const pictureReferences = createPictureReferences();
  const pictures = createPicturesService({
    // A picture's URL is BasicOps.picture's: the upload's path and the key.
    storage: createLocalDiskStorage(config.uploadDir, `${API_BASE}${BasicOps.uploadPicture.path}`),
    uploads: createPictureUploadsRepository(db),
    limiter: deps.limiter,
    references: pictureReferences,
    clock,
    maxBytes: config.uploadMaxBytes,
    dailyBytes: config.uploadDailyBytes,
  });
  const tickets =
    config.wechatJsapi.provider === 'wechat'
      ? createWechatTicketSource({ ...config.wechatJsapi, clock, ...(wechatApi ? { api: wechatApi } : {}) })
      : createSandboxTicketSource();
  const h5 = createH5Service({
    db,
    clock,
    tickets,
    appIdOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appId,
  });
  return {
    services: { basic, pictures, pictureReferences, h5 },
    routes: {
      open: [mount(pictureFileRoutes, { pictures })],
      driver: [mount(basicRoutes, { basic, pictures, maxBytes: config.uploadMaxBytes }), mount(h5Routes, { h5 })],
      operator: [mount(basicOperatorRoutes, { basic }), mount(h5OperatorRoutes, { h5 })],
    },
    jobs: [{ name: 'pictures.sweep', intervalMs: config.uploadSweepIntervalMs, run: pictures.sweep }],
  };
}
