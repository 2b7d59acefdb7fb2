import { FIRST_SCREEN_ELEMENT_ID, StorageKey, type FirstScreenData } from '@parking/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { basicKeys } from '../api/basic/keys';
import { advertisingsQuery } from '../api/publicity/advertisings';
import { newsListQuery } from '../api/publicity/news';
import { homeFuncEntriesQuery } from '../features/home/api/home-func-entries';
import { memoryStore } from '../lib/storage';
import { seedFirstScreen } from './first-screen';

const DATA = {
  dealerId: '330100',
  menuConfig: { news: true },
  advertisings: { results: [{ advertId: 'a1' }] },
  homeFuncEntries: { list: [], column: 5 },
  pageRemark: { pageCode: 'plateSearch', remark: '请核对车牌' },
  newsFirstPage: { results: [{ newsId: 'n1', title: '夜间优惠' }], totalRecord: 11 },
} as unknown as FirstScreenData;

function page(content: string) {
  document.body.innerHTML = `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${content}</script>`;
}
afterEach(() => {
  document.body.innerHTML = '';
});

describe('seedFirstScreen', () => {
  it('fills the cache with the default dealer’s answers on a first visit', () => {
    page(JSON.stringify(DATA));
    const client = new QueryClient();
    seedFirstScreen(client, memoryStore());
    expect(client.getQueryData(basicKeys.menuConfig)).toEqual(DATA.menuConfig);
    expect(client.getQueryData(advertisingsQuery('全国').queryKey)).toEqual(DATA.advertisings);
    expect(client.getQueryData(homeFuncEntriesQuery().queryKey)).toEqual(DATA.homeFuncEntries);
    expect(client.getQueryData(basicKeys.pageRemark('plateSearch'))).toEqual(DATA.pageRemark);
    // The news list's first page, as the infinite list holds it (its next page is fetched as usual).
    expect(client.getQueryData(newsListQuery().queryKey)).toEqual({ pages: [DATA.newsFirstPage], pageParams: [1] });
    // What the page did not carry stays to be fetched.
    expect(client.getQueryState(basicKeys.webPageConfig)).toBeUndefined();
  });

  it.each([
    ['another dealer is stored', { [StorageKey.driverDealerId]: '320500' }],
    ['the driver has been located (ads of their city)', { [StorageKey.locationCity]: '杭州市' }],
  ])('leaves out what is not this visitor’s when %s', (_, stored) => {
    page(JSON.stringify(DATA));
    const client = new QueryClient();
    seedFirstScreen(client, memoryStore(stored));
    expect(client.getQueryData(advertisingsQuery('全国').queryKey)).toBeUndefined();
  });

  it('uses the same dealer when it is the stored one', () => {
    page(JSON.stringify(DATA));
    const client = new QueryClient();
    seedFirstScreen(client, memoryStore({ [StorageKey.driverDealerId]: '330100' }));
    expect(client.getQueryData(basicKeys.menuConfig)).toEqual(DATA.menuConfig);
  });

  it('does nothing without the element or with broken JSON', () => {
    const client = new QueryClient();
    seedFirstScreen(client, memoryStore());
    page('{"dealerId":');
    seedFirstScreen(client, memoryStore());
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
