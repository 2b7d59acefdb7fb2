import { API_BASE, BasicOps, offers } from '@parking/contracts';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { Db } from '../../db/client';
import type { ModuleDeps } from '../../kernel/deps';
import type { AuditTrail } from '../audit';
import { createLocalDiskStorage } from '../../integrations/storage';
import { createSandboxTicketSource, createWechatTicketSource } from '../../integrations/wechat';
import { createRateLimiter } from '../verification';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded pictures (tests run their sweep directly). */
    pictures: PicturesService;
  }
}

/** What the basic module offers the modules above it. */
export interface BasicServices {
  basic: BasicService;
  pictures: PicturesService;
  pictureReferences: PictureReferences;
  h5: H5Service;
  /** The dealer's product name (its app name): the 【】 signature of its messages, the sandbox's payee. */
  appNameOf: (dealerId: string) => Promise<string>;
  /** The dealer's menu flag: paying from the balance is offered. */
  balanceOffered: (dealerId: string, within?: Db) => Promise<boolean>;
}

/**
 * The dealer's basic settings (menus, home entries, page remarks), uploaded pictures and their sweep, and partner
 * H5 pages with WeChat JS-SDK signatures. The modules whose rows hold pictures say so in their `pictureReferences`
 * (gathered here once they all exist); the sweep keeps what they refer to.
 */
export function createBasicModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'wechatApi'>,
  /** The console's changes to the dealer's profile are audited in their transaction (decision 082). */
  uses: { audit: ModuleOf<{ trail: AuditTrail }> },
): ServerModule<BasicServices> {
  const { db, clock, config, wechatApi } = deps;
  const basic = createBasicService({
    repo: createBasicRepository(db),
    clock,
    mapKeys: config.mapKeys,
    db,
    trail: uses.audit.services.trail,
  });
  const pictureReferences = createPictureReferences();
  const pictures = createPicturesService({
    // A picture's URL is BasicOps.picture's: the upload's path and the key.
    storage: createLocalDiskStorage(config.uploadDir, `${API_BASE}${BasicOps.uploadPicture.path}`),
    uploads: createPictureUploadsRepository(db),
    limiter: createRateLimiter(db),
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
    services: {
      basic,
      pictures,
      pictureReferences,
      h5,
      appNameOf: async (dealerId) => (await basic.applicationInfo(dealerId)).appName,
      balanceOffered: async (dealerId, within) => offers(await basic.menuConfig(dealerId, within)).balance,
    },
    routes: {
      open: [mount(pictureFileRoutes, { pictures })],
      driver: [mount(basicRoutes, { basic, pictures, maxBytes: config.uploadMaxBytes }), mount(h5Routes, { h5 })],
      operator: [mount(basicOperatorRoutes, { basic }), mount(h5OperatorRoutes, { h5 })],
    },
    jobs: [{ name: 'pictures.sweep', intervalMs: config.uploadSweepIntervalMs, run: pictures.sweep }],
    install: (app) => void app.decorate('pictures', pictures),
    // The sweep of uploads keeps what the modules' rows refer to.
    gather: (modules) => {
      for (const module of modules) {
        for (const [name, finder] of Object.entries(module.pictureReferences ?? {}))
          pictureReferences.add(name, finder);
      }
    },
  };
}
