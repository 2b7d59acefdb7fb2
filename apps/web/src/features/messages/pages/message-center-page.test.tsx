import {
  BasicRoutes,
  DriverRoutes,
  PublicityRoutes,
  StorageKey,
  type LoginInfo,
  type Message,
  type MessageCategory,
  type MessageUnread,
} from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok, type SentRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { orderEventPath } from './message-center-page';

const NOTICE = '7c1b2f0e-52f4-4a4e-9a57-4f6f0b9d5a11';
const me: LoginInfo = {
  driverId: 'd1',
  dealerId: '330100',
  phone: '138****8000',
  phoneBound: true,
  nickName: '老王',
  userName: '',
  hasPassword: true,
  thirdTypes: [],
};

const aMessage = (overrides: Partial<Message> = {}): Message => ({
  messageId: NOTICE,
  category: 'system',
  title: '系统维护通知',
  summary: '11 月 28 日凌晨 2:00 至 4:00 系统维护，期间暂停线上缴费。',
  time: '2026-11-21T02:00:00.000Z',
  read: false,
  ...overrides,
});

/** A fake 消息中心 server: a system notice and an order event, read as the driver reads them. */
function serveMessages() {
  const read = new Set<string>();
  const messages: Record<MessageCategory, Message[]> = {
    system: [aMessage()],
    bulletin: [],
    order: [
      aMessage({
        messageId: 'P20261125000001',
        category: 'order',
        title: '支付成功',
        summary: '停车费 浙A5W8K3 · 12.50元',
        time: '2026-11-24T03:00:00.000Z',
      }),
    ],
  };
  return serveThese(messages, read);
}

/** Money back and an ended charge, besides a payment (issue 44: order events are more than payments). */
function serveOrderEvents() {
  const order = (messageId: string, title: string, summary: string) =>
    aMessage({ messageId, category: 'order', title, summary, time: '2026-11-24T03:00:00.000Z' });
  return serveThese(
    {
      system: [],
      bulletin: [],
      order: [
        order('charge:C20261124000001', '充电已结束', '武林广场地下停车场充电站 · 23.40元'),
        order('refund:R20261124000001', '退款成功', '停车费 浙A5W8K3 · 8.00元'),
      ],
    },
    new Set<string>(),
  );
}

function serveThese(messages: Record<MessageCategory, Message[]>, read: Set<string>) {
  const unread = (): MessageUnread => {
    const of = (c: MessageCategory) => messages[c].filter((m) => !read.has(m.messageId)).length;
    return {
      total: of('system') + of('bulletin') + of('order'),
      system: of('system'),
      bulletin: 0,
      order: of('order'),
    };
  };
  const server = fakeServer({
    [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
    [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
    [at(DriverRoutes.loginInfo)]: ok(me),
    [at(PublicityRoutes.messageUnread)]: () => ok(unread()),
    [at(PublicityRoutes.messages)]: (request: SentRequest) => {
      const category = new URL(request.url, 'http://app.test').searchParams.get('category') as MessageCategory;
      const results = messages[category].map((m) => ({ ...m, read: read.has(m.messageId) }));
      return ok({ results, totalRecord: results.length, unread: unread()[category] });
    },
    [at(PublicityRoutes.readMessages)]: (request: SentRequest) => {
      const body = request.body as { category: MessageCategory; messageIds?: string[] };
      for (const m of messages[body.category])
        if (!body.messageIds || body.messageIds.includes(m.messageId)) read.add(m.messageId);
      return ok(unread());
    },
    [at(PublicityRoutes.noticeDetail)]: ok({
      ...aMessage(),
      noticeId: NOTICE,
      noticeType: 'system',
      version: '1',
      publishTime: aMessage().time,
      content: '<p>维护期间暂停线上缴费。</p>',
    }),
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

describe('the 消息中心 (issue 44)', () => {
  beforeEach(() => localStorage.setItem(StorageKey.token, 'driver-token'));
  afterEach(() => localStorage.removeItem(StorageKey.token));

  it('is an entry of 我的 with the unread count', async () => {
    serveMessages();
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    const list = await screen.findByLabelText('我的服务');
    const badge = await within(list).findByLabelText('2 条未读');
    expect(badge.textContent).toBe('2');
    await userEvent.click(within(list).getByText('消息中心'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messageCenter'));
    expect(await screen.findByRole('tab', { name: '系统通知 (1)' })).toBeTruthy();
  });

  it('lists a category with its unread ones; opening a notice marks it read and shows it', async () => {
    const server = serveMessages();
    const { router } = renderApp({ routes: appRoutes, at: '/messageCenter' });
    expect(await screen.findByRole('tab', { name: '订单消息 (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '公告栏' })).toBeTruthy();
    const notice = await screen.findByRole('button', { name: /系统维护通知/ });
    expect(within(notice).getByLabelText('未读')).toBeTruthy();
    expect(screen.getByText('1 条未读')).toBeTruthy();

    await userEvent.click(notice);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sysnotice'));
    expect(router.state.location.search).toBe(`?noticeId=${NOTICE}`);
    expect(await screen.findByText('维护期间暂停线上缴费。')).toBeTruthy();
    const posted = server.requests.find((r) => r.path === PublicityRoutes.readMessages.path);
    expect(posted?.body).toEqual({ category: 'system', messageIds: [NOTICE] });

    // Back in the 消息中心: read, and the count follows.
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: '系统通知' })).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('button', { name: /系统维护通知/ })).queryByLabelText('未读')).toBeNull(),
    );
  });

  it('shows the order events and reads them all; an empty category says so', async () => {
    const server = serveMessages();
    renderApp({ routes: appRoutes, at: '/messageCenter?category=order' });
    expect(await screen.findByText('停车费 浙A5W8K3 · 12.50元')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '订单消息' })).toBeTruthy());
    expect(server.requests.find((r) => r.path === PublicityRoutes.readMessages.path)?.body).toEqual({
      category: 'order',
    });
    await waitFor(() => expect(screen.queryByLabelText('未读')).toBeNull());

    await userEvent.click(screen.getByRole('tab', { name: '公告栏' }));
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });

  it('order events name what happened; an ended charge opens its bill, money back stays put', async () => {
    serveOrderEvents();
    const { router } = renderApp({ routes: appRoutes, at: '/messageCenter?category=order' });
    const refund = await screen.findByRole('button', { name: /退款成功/ });
    expect(within(refund).getByText('停车费 浙A5W8K3 · 8.00元')).toBeTruthy();
    await userEvent.click(refund);
    expect(router.state.location.pathname).toBe('/messageCenter');
    await userEvent.click(screen.getByRole('button', { name: /充电已结束/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargeBillDetail'));
    expect(router.state.location.search).toBe('?orderNo=C20261124000001');
  });

  it('a plan review opens the application, a customer-service reply or resolution its ticket', () => {
    const application = '11111111-1111-4111-8111-111111111111';
    const ticket = '22222222-2222-4222-8222-222222222222';
    expect(orderEventPath(`plan:${application}:1764043200000`)).toBe(`/monthlyMaterial?applicationId=${application}`);
    expect(orderEventPath(`ticket:${ticket}:42`)).toBe(`/customerService/feedDetail?ticketId=${ticket}`);
    expect(orderEventPath(`ticket-done:${ticket}:0`)).toBe(`/customerService/feedDetail?ticketId=${ticket}`);
    expect(orderEventPath('refund:R1')).toBeNull();
    expect(orderEventPath('P20261125A')).toBe('/paySuccess?orderNo=P20261125A');
  });

  it('sends a visitor to log in first', async () => {
    localStorage.removeItem(StorageKey.token);
    serveMessages();
    const { router } = renderApp({ routes: appRoutes, at: '/messageCenter' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/login/i));
  });
});
