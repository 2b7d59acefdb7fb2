import { BasicRoutes, PublicityRoutes } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const notice = (noticeType: string, version: string, title: string, n = 1) => ({
  noticeId: `00000000-0000-4000-8000-00000000000${n}`,
  noticeType,
  title,
  version,
  publishTime: '2026-03-01T01:00:00.000Z',
});

describe('notice pages', () => {
  it.each([
    ['/notice1', 'userAgreement', '用户服务协议'],
    ['/notice2', 'privacyPolicy', '隐私政策'],
    ['/newNotice', 'announcement', '最新公告'],
    ['/sysnotice', 'system', '系统公告'],
  ])('%s shows the newest %s', async (path, noticeType, pageTitle) => {
    const server = fakeServer({
      [at(BasicRoutes.viewNotice)]: ok({
        ...notice(noticeType, '2.1', `标题 ${noticeType}`),
        content: '<p>正文</p>',
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: path });
    expect(await screen.findByRole('heading', { name: `标题 ${noticeType}` })).toBeTruthy();
    expect(screen.getByText('正文')).toBeTruthy();
    const request = server.requests.find((r) => r.path === BasicRoutes.viewNotice.path);
    expect(new URL(request!.url, 'http://x').searchParams.get('noticeType')).toBe(noticeType);
    await waitFor(() => expect(document.title).toBe(pageTitle));
  });

  it('shows the version of a legal text', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(BasicRoutes.viewNotice)]: ok({ ...notice('privacyPolicy', '2.1', '隐私政策'), content: '<p>x</p>' }),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/notice2' });
    expect(await screen.findByText('版本 2.1')).toBeTruthy();
    expect(screen.getByText('2026-03-01 生效')).toBeTruthy();
  });

  it('says a notice the operator has not published does not exist', async () => {
    vi.stubGlobal('fetch', fakeServer({ [at(BasicRoutes.viewNotice)]: fail('404', '公告不存在') }).fetch);
    renderApp({ routes: appRoutes, at: '/sysnotice' });
    expect(await screen.findByText('公告不存在')).toBeTruthy();
  });

  it('/privacyPolicyHistory lists every version and opens an earlier one', async () => {
    const server = fakeServer({
      [at(PublicityRoutes.notices)]: ok({
        results: [notice('privacyPolicy', '2.1', '隐私政策', 1), notice('privacyPolicy', '2.0', '隐私政策', 2)],
        totalRecord: 2,
      }),
      [at(PublicityRoutes.noticeDetail)]: ok({
        ...notice('privacyPolicy', '2.0', '隐私政策', 2),
        content: '<p>旧版正文</p>',
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp({ routes: appRoutes, at: '/privacyPolicyHistory' });
    expect(await screen.findByText('版本 2.1')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await userEvent.click(screen.getByText('版本 2.0'));
    expect(await screen.findByText('旧版正文')).toBeTruthy();
    expect(router.state.location.search).toBe(`?noticeId=${notice('', '', '', 2).noticeId}`);
    const list = server.requests.find((r) => r.path === PublicityRoutes.notices.path);
    expect(new URL(list!.url, 'http://x').searchParams.get('noticeType')).toBe('privacyPolicy');
  });

  it('/bulletin lists the bulletins by date', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PublicityRoutes.notices)]: ok({
          results: [notice('bulletin', '2026-11-15', '道路临时管制')],
          totalRecord: 1,
        }),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/bulletin' });
    expect(await screen.findByText('道路临时管制')).toBeTruthy();
    expect(screen.queryByText(/版本/)).toBeNull();
  });

  it('/bulletin says so when there is none', async () => {
    vi.stubGlobal('fetch', fakeServer({ [at(PublicityRoutes.notices)]: ok({ results: [], totalRecord: 0 }) }).fetch);
    renderApp({ routes: appRoutes, at: '/bulletin' });
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });
});
