import { fillPath, formatFen, SandboxContractOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ContractView, SandboxWithholding } from '../../integrations/payments/sandbox';
import { escapeHtml, sandboxPage, SANDBOX_PAGE_CSP, withParams } from '../payments';
import type { AgreementService } from './withholding-agreements.service';

const WALLET_NAMES: Record<number, string> = { 2: '支付宝', 3: '微信支付' };

function render(view: ContractView, action: { confirm: string; cancel: string }): string {
  const back = (text: string, kind: 'pay' | 'cancel') =>
    'returnUrl' in view && view.returnUrl
      ? `<a class="button ${kind}" href="${escapeHtml(view.returnUrl)}">${text}</a>`
      : '';
  switch (view.kind) {
    case 'open':
      return sandboxPage(
        '开通免密支付',
        `<span class="tag">沙箱 · 模拟${escapeHtml(WALLET_NAMES[view.payChannel] ?? '')}免密支付，不会扣款</span>
<h1>开通免密支付</h1><p class="desc">${escapeHtml(view.displayName)}：车辆出场时自动扣除停车费，无需确认。单笔最高
${escapeHtml(formatFen(view.singleLimitFen))}，可随时在本应用或${escapeHtml(WALLET_NAMES[view.payChannel] ?? '')}中解约。</p>
<form method="post" action="${escapeHtml(action.confirm)}"><button class="pay" type="submit">确认开通</button></form>
<form method="post" action="${escapeHtml(action.cancel)}"><button class="cancel" type="submit">暂不开通</button></form>`,
      );
    case 'signed':
      return sandboxPage('开通成功', `<h1>免密支付已开通</h1>${back('返回商户', 'pay')}`);
    case 'terminated':
      return sandboxPage('协议已解约', `<h1>该协议已解约</h1>${back('返回商户', 'cancel')}`);
    case 'lapsed':
      return sandboxPage(
        '链接已过期',
        `<h1>签约链接已过期</h1><p class="desc">请返回重新开通。</p>${back('返回商户', 'cancel')}`,
      );
    default:
      return sandboxPage('协议不存在', '<h1>协议不存在</h1><p class="desc">链接无效或已过期。</p>');
  }
}

const NOTIFY_BODY_LIMIT = 16 * 1024;

/**
 * The sandbox's agreement pages (its stand-in for WeChat's and Alipay's signing pages) and the endpoint its signed
 * agreement notifications arrive at. Signing there makes the sandbox notify us; only that notification (or the
 * provider's own answer when asked) activates the agreement, never the page's redirect back.
 */
export async function sandboxContractRoutes(
  app: FastifyInstance,
  { sandbox, agreements }: { sandbox: SandboxWithholding; agreements: AgreementService },
) {
  app.removeAllContentTypeParsers();
  // The page's buttons post empty forms; notifications are kept as the exact bytes their signature covers.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  const action = (
    op: typeof SandboxContractOps.confirm | typeof SandboxContractOps.cancel,
    contractCode: string,
    t: string,
  ) => `${app.prefix}${fillPath(op, { contractCode })}?t=${encodeURIComponent(t)}`;
  const actions = (code: string, t: string) => ({
    confirm: action(SandboxContractOps.confirm, code, t),
    cancel: action(SandboxContractOps.cancel, code, t),
  });
  const send = (view: ContractView, code: string, t: string) => ({
    status: view.kind === 'unknown' ? 404 : 200,
    html: render(view, actions(code, t)),
  });

  serve(app, SandboxContractOps.page, {}, async (req, reply) => {
    const page = send(
      await sandbox.signPage(req.params.contractCode, req.query.t),
      req.params.contractCode,
      req.query.t,
    );
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .header('cache-control', 'no-store')
      .send(page.html);
  });

  serve(app, SandboxContractOps.confirm, {}, async (req, reply) => {
    const view = await sandbox.confirm(req.params.contractCode, req.query.t);
    if (view.kind === 'signed' && view.returnUrl) return reply.redirect(view.returnUrl, 303);
    const page = send(view, req.params.contractCode, req.query.t);
    return reply.status(page.status).header('content-type', 'text/html; charset=utf-8').send(page.html);
  });

  serve(app, SandboxContractOps.cancel, {}, async (req, reply) => {
    const view = await sandbox.signPage(req.params.contractCode, req.query.t);
    if (view.kind !== 'unknown' && view.returnUrl) {
      return reply.redirect(withParams(view.returnUrl, { cancelled: '1' }), 303);
    }
    const page = send(view, req.params.contractCode, req.query.t);
    return reply.status(page.status).header('content-type', 'text/html; charset=utf-8').send(page.html);
  });

  serve(app, SandboxContractOps.notify, { bodyLimit: NOTIFY_BODY_LIMIT }, async (req, reply) => {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const ack = await agreements.onNotification('sandbox', { headers: req.headers, rawBody });
    return reply.status(ack.status).headers(ack.headers).send(ack.body);
  });
}
