import { AppError, ErrorCode, SandboxOAuthOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { serve } from '../../kernel/serve';
import type { Clock } from '../../clock';
import type { SandboxCodeStore } from '../../integrations/oauth';
import type { OneTimeTokens } from '../verification';

/** Sandbox codes live as long as WeChat's (5 minutes). */
const SANDBOX_CODE_TTL_MS = 5 * 60 * 1000;

/** The sandbox's codes, kept as one-time tokens of the dealer owning the app id. */
export function createSandboxCodeStore(deps: {
  tokens: OneTimeTokens;
  clock: Clock;
  dealerIdOfAppId: (appId: string) => Promise<string | undefined>;
}): SandboxCodeStore {
  const { tokens, clock } = deps;
  const dealerOf = async (appId: string) => {
    const dealerId = await deps.dealerIdOfAppId(appId);
    if (!dealerId) throw new AppError(ErrorCode.INVALID_INPUT, 'appid 无效');
    return dealerId;
  };
  return {
    async issue(appId, identity) {
      const expiresAt = new Date(clock.now().getTime() + SANDBOX_CODE_TTL_MS);
      const payload = { appId, openid: identity.openid, nickname: identity.nickname ?? '' };
      return tokens.issue('sandboxOAuthCode', await dealerOf(appId), payload, expiresAt, 'sbx_');
    },
    async redeem(appId, code) {
      const dealerId = await deps.dealerIdOfAppId(appId);
      if (!dealerId) return undefined;
      const found = await tokens.claim<{ appId: string; openid: string; nickname?: string }>(
        'sandboxOAuthCode',
        dealerId,
        code,
        clock.now(),
      );
      return found?.appId === appId ? { openid: found.openid, nickname: found.nickname } : undefined;
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Like WeChat, the sandbox sends codes only back to the site asking for them (its registered domain). */
function assertSameSite(redirectUri: string, req: { protocol: string; host: string }): URL {
  const target = new URL(redirectUri);
  // Through URL on both sides, so `localhost:80` and `localhost` compare equal.
  if (target.host !== new URL(`${req.protocol}://${req.host}`).host) {
    throw new AppError(ErrorCode.INVALID_INPUT, 'redirect_uri 域名与后台配置不一致');
  }
  return target;
}

/**
 * The sandbox WeChat consent page (网页授权) and its answer, served by our own server: choose which WeChat user you
 * are (an openid; the same openid comes back as the same user), allow or deny, and the browser returns to the app
 * with a single-use code and the app's state, as WeChat would send it.
 */
export async function sandboxOAuthRoutes(
  app: FastifyInstance,
  { codes, appNameOf }: { codes: SandboxCodeStore; appNameOf: (appId: string) => Promise<string | undefined> },
) {
  serve(app, SandboxOAuthOps.authorize, {}, async (req, reply) => {
    const { appid, redirect_uri, state } = req.query;
    assertSameSite(redirect_uri, req);
    const appName = await appNameOf(appid);
    if (!appName) throw new AppError(ErrorCode.INVALID_INPUT, 'appid 无效');
    const openid = `sandbox_${randomBytes(6).toString('hex')}`;
    const hidden = Object.entries({ appid, redirect_uri, state })
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
      .join('');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权（沙箱）</title>
<style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;background:#ededed;color:#111}
main{max-width:420px;margin:0 auto;padding:32px 20px}
.card{background:#fff;border-radius:12px;padding:24px 20px}
.badge{display:inline-block;font-size:12px;color:#fa8c16;border:1px solid #fa8c16;border-radius:4px;padding:0 6px}
h1{font-size:20px;margin:12px 0 4px}p{color:#666;font-size:14px;line-height:1.6}
label{display:block;font-size:14px;margin:16px 0 6px;color:#333}
input[type=text]{box-sizing:border-box;width:100%;height:44px;border:1px solid #ddd;border-radius:8px;padding:0 12px;font-size:16px}
button{display:block;width:100%;height:46px;border:0;border-radius:8px;font-size:17px;margin-top:16px}
.allow{background:#07c160;color:#fff}.deny{background:#f2f2f2;color:#333}
</style></head>
<body><main><div class="card">
<span class="badge">沙箱</span>
<h1>${escapeHtml(appName)} 申请使用</h1>
<p>获得你的公开信息（昵称、头像）。这是开发用的微信授权沙箱，不会连接微信。</p>
<form method="get" action="${app.prefix}${SandboxOAuthOps.consent.path}">${hidden}
<label for="openid">模拟的微信用户（openid，相同即同一用户）</label>
<input id="openid" type="text" name="openid" value="${openid}" maxlength="64" autocomplete="off">
<label for="nickname">微信昵称</label>
<input id="nickname" type="text" name="nickname" value="微信用户" maxlength="20" autocomplete="off">
<button class="allow" type="submit" name="decision" value="allow">允许</button>
<button class="deny" type="submit" name="decision" value="deny">拒绝</button>
</form></div></main></body></html>`);
  });

  serve(app, SandboxOAuthOps.consent, {}, async (req, reply) => {
    const { appid, redirect_uri, state, decision, openid, nickname } = req.query;
    const target = assertSameSite(redirect_uri, req);
    // Denied: WeChat returns without a code.
    if (decision === 'allow') target.searchParams.set('code', await codes.issue(appid, { openid, nickname }));
    target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  });
}
