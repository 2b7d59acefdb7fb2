import { ErrorCode, type NewsItem, PublicityRoutes } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, fakeServer, ok, type SentRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { installUiEffects } from '../../../api/ui-effects';
import { fakeEffects } from '../../../test/fake-effects';

const item = (n: number): NewsItem => ({
  newsId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `资讯标题 ${n}`,
  summary: `摘要 ${n}`,
  publishTime: '2026-11-18T02:00:00.000Z',
  imgUrl: n === 1 ? 'https://cdn.test/1.png' : '',
});
const TOTAL = 13;
const pageOf = (req: SentRequest) => {
  const params = new URL(req.url, 'http://x').searchParams;
  const pageNo = Number(params.get('pageNo'));
  const pageSize = Number(params.get('pageSize'));
  const from = (pageNo - 1) * pageSize + 1;
  const results = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - from + 1)) }, (_, i) => item(from + i));
  return ok({ results, totalRecord: TOTAL });
};

describe('news list', () => {
  it('pages through every item and says when there is no more', async () => {
    const server = fakeServer({ [at(PublicityRoutes.news)]: pageOf });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/newsList' });
    expect(await screen.findByText('资讯标题 1')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('资讯标题 13')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    const newsRequests = server.requests.filter((r) => r.path === PublicityRoutes.news.path);
    expect(newsRequests.map((r) => new URL(r.url, 'http://x').search)).toEqual([
      '?pageNo=1&pageSize=10',
      '?pageNo=2&pageSize=10',
    ]);
  });

  it('says so when there is no news', async () => {
    vi.stubGlobal('fetch', fakeServer({ [at(PublicityRoutes.news)]: ok({ results: [], totalRecord: 0 }) }).fetch);
    renderApp({ routes: appRoutes, at: '/newsList' });
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    let up = false;
    vi.stubGlobal(
      'fetch',
      fakeServer({ [at(PublicityRoutes.news)]: (req) => (up ? pageOf(req) : fail('500', '服务异常')) }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/newsList' });
    expect(await screen.findByText('资讯加载失败')).toBeTruthy();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('资讯标题 1')).toBeTruthy();
  });

  it('opens an item on its detail page', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PublicityRoutes.news)]: pageOf,
        [at(PublicityRoutes.newsDetail)]: ok({
          ...item(2),
          content: '<p>正文第一段</p><p><strong>重点</strong></p>',
        }),
      }).fetch,
    );
    const { router } = renderApp({ routes: appRoutes, at: '/newsList' });
    await userEvent.click(await screen.findByText('资讯标题 2'));
    expect(await screen.findByText('正文第一段')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '资讯标题 2' })).toBeTruthy();
    expect(screen.getByText('重点').tagName).toBe('STRONG');
    expect(screen.getByText('2026-11-18 10:00')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(`?newId=${item(2).newsId}`));
  });
});

describe('news detail', () => {
  it('asks for the item of the newId query', async () => {
    const server = fakeServer({
      [at(PublicityRoutes.newsDetail)]: ok({ ...item(1), content: '<p>x</p>' }),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: `/newsDetail?newId=${item(1).newsId}` });
    await screen.findByRole('heading', { name: '资讯标题 1' });
    const request = server.requests.find((r) => r.path === PublicityRoutes.newsDetail.path);
    expect(new URL(request!.url, 'http://x').searchParams.get('newsId')).toBe(item(1).newsId);
    expect(document.querySelector('article img')?.getAttribute('src')).toBe('https://cdn.test/1.png');
  });

  it('says a withdrawn item is gone, confirming and going back (0x1310501001)', async () => {
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    vi.stubGlobal(
      'fetch',
      fakeServer({ [at(PublicityRoutes.newsDetail)]: fail(ErrorCode.GONE, '资讯不存在或已下线') }).fetch,
    );
    renderApp({ routes: appRoutes, at: `/newsDetail?newId=${item(1).newsId}` });
    expect(await screen.findByText('资讯不存在或已下线')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await waitFor(() =>
      expect(dialogs.effects).toContainEqual(
        expect.objectContaining({ type: 'confirm', content: '资讯不存在或已下线' }),
      ),
    );
    await dialogs.answer(true);
    await waitFor(() => expect(dialogs.effects).toContainEqual({ type: 'goBack' }));
  });

  it('says an item is gone when the link has no newId, asking nothing', async () => {
    const server = fakeServer({});
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/newsDetail' });
    expect(await screen.findByText('资讯不存在或已下线')).toBeTruthy();
    expect(server.requests.filter((r) => r.path.startsWith('/publicity/'))).toEqual([]);
  });

  it('shows markup outside the allowed subset as text, never as HTML', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PublicityRoutes.newsDetail)]: ok({ ...item(1), content: '<img src=x onerror="window.hacked=1">' }),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: `/newsDetail?newId=${item(1).newsId}` });
    expect(await screen.findByText('<img src=x onerror="window.hacked=1">')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
