import { BasicRoutes, DriverRoutes } from '@parking/contracts';
import { api } from '../../../api/client';

const readDriverId = (data: unknown): string => {
  const driverId = (data as { driverId?: unknown } | null)?.driverId;
  return driverId === undefined || driverId === null ? '' : String(driverId);
};

const readUrl = (data: unknown): string => {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url) throw new Error('getH5Url returned no url');
  return url;
};

/**
 * The address of an external H5 page of a menu entry (spec section 6): entries that need login first fetch the
 * driver id from loginInfo, then getH5Url returns the page's url.
 */
export async function getH5Url(pageId: string, needLogin: boolean): Promise<string> {
  const driverId = needLogin ? readDriverId(await api.call(DriverRoutes.loginInfo)) : undefined;
  return readUrl(await api.call(BasicRoutes.getH5Url, { query: { pageId, driverId } }));
}
