import { fillPath, formatYuan, SandboxCheckoutOps } from '@parking/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serve } from '../../kernel/serve';
import type { CheckoutView, SandboxProvider } from '../../integrations/payments/sandbox';
import { withParams } from './return-url';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f3f5;color:#1f2329}
.sheet{position:fixed;left:0;right:0;bottom:0;background:#fff;border-radius:16px 16px 0 0;padding:24px 20px 32px;box-shadow:0 -4px 24px rgba(0,0,0,.08)}
.tag{display:inline-block;font-size:12px;color:#b45309;background:#fef3c7;border-radius:4px;padding:2px 6px}
h1{font-size:16px;font-weight:500;margin:12px 0 4px}
.desc{font-size:13px;color:#646a73;margin:0 0 20px;word-break:break-all}
.amount{font-size:40px;font-weight:600;text-align:center;margin:8px 0 24px}
.amount small{font-size:20px;margin-right:2px}
button,a.button{display:block;box-sizing:border-box;width:100%;height:48px;border-radius:8px;font-size:17px;border:0;text-align:center;line-height:48px;text-decoration:none}
.pay{background:#07c160;color:#fff}
.cancel{background:#f2f3f5;color:#1f2329;margin-top:12px}
.note{font-size:12px;color:#8f959e;text-align:center;margin-top:16px}`;

/** A page of the sandbox's hosted sheet (checkout here, agreements in the wallet), styled like a wallet sheet. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><div class="sheet">${body}</div></body></html>`;
}

function render(view: CheckoutView, action: { confirm: string; cancel: string }, payee: string): string {
  switch (view.kind) {
    case 'open':
      return sandboxPage(
        '确认支付',
        `<span class="tag">沙箱 · 模拟支付，不会扣款</span>
<h1>${escapeHtml(payee)}</h1><p class="desc">${escapeHtml(view.description)}</p>
<div class="amount"><small>¥</small>${formatYuan(view.amountFen)}</div>
<form method="post" action="${escapeHtml(action.confirm)}"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${escapeHtml(action.cancel)}"><button class="cancel" type="submit">取消</button></form>
<p class="note">订单号 ${escapeHtml(view.orderNo)}</p>`,
      );
    case 'paid':
      return sandboxPage(
        '支付成功',
        `<h1>支付成功</h1><div class="amount"><small>¥</small>${formatYuan(view.amountFen)}</div>
${view.returnUrl ? `<a class="button pay" href="${escapeHtml(view.returnUrl)}">返回商户</a>` : ''}`,
      );
    case 'closed':
      return sandboxPage(
        '订单已关闭',
        `<h1>订单已关闭</h1><p class="desc">该订单已超时或已重新发起支付，请返回重新支付。</p>
${view.returnUrl ? `<a class="button cancel" href="${escapeHtml(view.returnUrl)}">返回商户</a>` : ''}`,
      );
    default:
      return sandboxPage('订单不存在', '<h1>订单不存在</h1><p class="desc">链接无效或已过期。</p>');
  }
}

// Inline styles and same-origin form posts only: the page runs no script at all.
export const SANDBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/**
 * The sandbox's stand-in for the wallet sheet (payee: the dealer's product name, as a real sheet shows the merchant) (确认支付 / 取消), served by our server. Confirming pays the sandbox
 * trade and makes the sandbox post its signed notification; either button returns to the result page, which asks
 * the server (never the redirect) whether the order is paid.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  { sandbox, payeeOf }: { sandbox: SandboxProvider; payeeOf: (orderNo: string) => Promise<string> },
) {
  // The buttons post an empty form; its body carries nothing we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const action = (
    op: typeof SandboxCheckoutOps.confirm | typeof SandboxCheckoutOps.cancel,
    orderNo: string,
    t: string,
  ) => `${app.prefix}${fillPath(op, { orderNo })}?t=${encodeURIComponent(t)}`;
  const actions = (orderNo: string, t: string) => ({
    confirm: action(SandboxCheckoutOps.confirm, orderNo, t),
    cancel: action(SandboxCheckoutOps.cancel, orderNo, t),
  });
  const sendPage = async (reply: FastifyReply, view: CheckoutView, orderNo: string, t: string) =>
    reply
      .status(view.kind === 'unknown' ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .header('cache-control', 'no-store')
      .send(render(view, actions(orderNo, t), view.kind === 'open' ? await payeeOf(orderNo) : ''));

  serve(app, SandboxCheckoutOps.page, {}, async (req, reply) => {
    const view = await sandbox.checkout(req.params.orderNo, req.query.t);
    return sendPage(reply, view, req.params.orderNo, req.query.t);
  });

  serve(app, SandboxCheckoutOps.confirm, {}, async (req, reply) => {
    const view = await sandbox.confirm(req.params.orderNo, req.query.t);
    if (view.kind === 'paid' && view.returnUrl) return reply.redirect(view.returnUrl, 303);
    return sendPage(reply, view, req.params.orderNo, req.query.t);
  });

  serve(app, SandboxCheckoutOps.cancel, {}, async (req, reply) => {
    // Closing the sheet changes nothing at the provider (the order stays payable until it expires), like a wallet.
    const view = await sandbox.checkout(req.params.orderNo, req.query.t);
    if (view.kind !== 'unknown' && view.returnUrl) {
      return reply.redirect(withParams(view.returnUrl, { cancelled: '1' }), 303);
    }
    return sendPage(reply, view, req.params.orderNo, req.query.t);
  });
}
