import type { FastifyBaseLogger } from 'fastify';
import { WechatApiError, type TemplateMessenger } from '../../integrations/wechat';
import type { WechatReminders } from './monthly-plans.service';

/**
 * The 7/3/1-day expiry reminders as WeChat template messages (decision 055), through the dealer's official account
 * to the driver's openid under it. Any refusal (the driver unfollowed the account: 43004, a wrong template …) or an
 * unreachable WeChat answers false, and the reminder goes to the SMS outbox instead.
 */
export function createWechatReminders(deps: {
  messenger: TemplateMessenger;
  templateId: string;
  /** The dealer's official-account app id. */
  appIdOf: (dealerId: string) => Promise<string>;
  /** The driver's WeChat openid (login through the account), if any. */
  openidOf: (driverId: string) => Promise<string | null>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): WechatReminders {
  return {
    openidOf: (_dealerId, driverId) => deps.openidOf(driverId),
    async send(dealerId, openid, r) {
      try {
        await deps.messenger.send(await deps.appIdOf(dealerId), {
          toUser: openid,
          templateId: deps.templateId,
          data: {
            first: `您的${r.kind}即将到期`,
            keyword1: r.park,
            keyword2: r.kind,
            keyword3: r.until,
            remark: `还剩${r.days}天，请及时续费。`,
          },
        });
        return true;
      } catch (error) {
        // Claimed already: whatever failed (WeChat's refusal, the network, reading the app id), the text goes.
        const what = error instanceof WechatApiError ? `WeChat refused (${error.errcode ?? 'no code'})` : 'failed';
        deps.log.warn({ err: error, planId: r.planId }, `A plan reminder by WeChat ${what}; it goes as a text`);
        return false;
      }
    },
  };
}
