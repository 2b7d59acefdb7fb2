import { API_BASE, fillPath, type AnyRoute, type ParamsOf } from '@parking/contracts';

/** The URL of an operation of @parking/contracts, for `request.get/post` and `page.route` (no path spelled here). */
export const apiUrl = <R extends AnyRoute>(
  route: R,
  ...[params]: keyof ParamsOf<R> extends never ? [] : [ParamsOf<R>]
) => `${API_BASE}${fillPath(route, (params ?? {}) as ParamsOf<R>)}`;
