import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ServerModule } from '../../kernel/module';
import { createMessagesRepository } from './messages.repository';
import { createMessagesService } from './messages.service';
import { publicityOperatorRoutes } from './publicity.operator-routes';
import { createPublicityRepository } from './publicity.repository';
import { createPublicityService, type PublicityService } from './publicity.service';
import { publicityRoutes } from './publicity.routes';

export type { PublicityService };
export { noticeReads } from './notice-reads';

/** Ads, news and notices: drivers read them, operators write them; the driver's 消息中心 and its read marks. */
export function createPublicityModule(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
): ServerModule<{ publicity: PublicityService }> {
  const publicity = createPublicityService({ repo: createPublicityRepository(deps.db), clock: deps.clock });
  const messages = createMessagesService({ repo: createMessagesRepository(deps.db), clock: deps.clock });
  return {
    services: { publicity },
    routes: {
      driver: [mount(publicityRoutes, { publicity, messages })],
      operator: [mount(publicityOperatorRoutes, { publicity })],
    },
  };
}
