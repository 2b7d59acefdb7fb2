import { offers } from '@parking/contracts';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createSandboxTicketSource, createWechatTicketSource } from '../integrations/wechat';
import { createH5Service, type BasicService } from '../modules/basic';
import { createStationsRepository, createStationsService } from '../modules/charging';
import type { DeletionRegistry } from '../modules/driver';
import { createDiscoveryRepository, createDiscoveryService } from '../modules/parks';

/**
 * Builds discovery (nearby parks and stations, search, favourites) and what pages need from outside (WeChat JS-SDK
 * signatures, partner H5 pages). Favourites say where a person goes: they are erased with the account.
 */
export function createDiscovery(deps: {
  db: Db;
  basic: BasicService;
  deletionRegistry: DeletionRegistry;
  clock: Clock;
  wechatJsapi: Config['wechatJsapi'];
}) {
  const tickets =
    deps.wechatJsapi.provider === 'wechat'
      ? createWechatTicketSource({ ...deps.wechatJsapi, clock: deps.clock })
      : createSandboxTicketSource();
  const parksRepo = createDiscoveryRepository(deps.db);
  const stationsRepo = createStationsRepository(deps.db);
  deps.deletionRegistry.addEraser({ key: 'parkCollections', erase: (s) => parksRepo.removeAllCollections(s.id) });
  deps.deletionRegistry.addEraser({ key: 'stationCollections', erase: (s) => stationsRepo.removeAllCollections(s.id) });
  return {
    discovery: createDiscoveryService({
      repo: parksRepo,
      supportsBalance: async (dealerId) => offers(await deps.basic.menuConfig(dealerId)).balance,
    }),
    stations: createStationsService({ repo: stationsRepo }),
    h5: createH5Service({
      db: deps.db,
      clock: deps.clock,
      tickets,
      appIdOf: async (dealerId) => (await deps.basic.applicationInfo(dealerId)).appId,
    }),
  };
}
