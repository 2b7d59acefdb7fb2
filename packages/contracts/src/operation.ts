// Zod-free on purpose: landing pages call the API through these without pulling zod into the first load
// (docs/decisions/015). The schemas of an operation are joined to its route in `operations()` (operation-schemas.ts).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** What an operation takes and answers, as types only: the zod-free half of its contract. */
export interface Io {
  query?: object;
  body?: unknown;
  response?: unknown;
}

/** `/recharges/:orderNo/parts/:partId` → `{ orderNo: string; partId: string }`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export interface RouteFlags {
  /** authModel 1 (spec section 6): the payload must carry a fresh timestamp and a nonce never seen before. */
  authModel?: 1;
  /** Sends the anonymous device key (x-device-key): the plate history of a visitor without an account. */
  deviceKey?: true;
}

/**
 * One API operation's method and path (relative to API_BASE, `:name` for a path parameter) and flags, typed with what
 * it takes and answers. Its identifier (e.g. `Wallet.rechargeStatus`) is the one name a screen, its contract, its
 * handler and its tests share.
 */
export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  T extends Io = Io,
> extends RouteFlags {
  readonly method: M;
  readonly path: P;
  /** Types only, never set: what the operation takes and answers. */
  readonly types?: T;
}

/** A route being declared: `.io<{ body: …; response: … }>()` gives it its types (and returns the same object). */
export interface RouteDraft<M extends HttpMethod, P extends string> extends Route<M, P, Record<never, never>> {
  io<T extends Io>(): Route<M, P, T>;
}

function declare<M extends HttpMethod, P extends string>(method: M, path: P, flags: RouteFlags): RouteDraft<M, P> {
  const route = { method, path, ...flags } as RouteDraft<M, P>;
  Object.defineProperty(route, 'io', { value: () => route, enumerable: false });
  return route;
}

/**
 * Declares one operation: `route('GET', '/driver/v2/api/recharges/:orderNo').io<{ response: RechargeStatus }>()`. An
 * area declares its operations as a group, one row each, with `routes()` (below), which makes the same objects.
 */
export const route = <M extends HttpMethod, P extends string>(method: M, path: P, flags: RouteFlags = {}) =>
  declare(method, path, flags);

/** An operation's method and path in one string, as logs and route tables name it: `'GET /driver/v2/api/wallets'`. */
export type RouteLine = `${HttpMethod} /${string}`;
/** One row of a routes table: the method and path, with the flags after them when the route has some. */
export type RouteRow = RouteLine | readonly [RouteLine, RouteFlags];

type LineOf<Row> = Row extends readonly [infer Line, RouteFlags] ? Line : Row;
type MethodOf<Row> = LineOf<Row> extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<Row> = LineOf<Row> extends `${HttpMethod} ${infer P}` ? P : never;

/** The routes a table declares, each typed with what its operation takes and answers (`T`, one entry per route). */
export type RoutesOf<T extends { [K in keyof T]: Io }, Rows extends { [K in keyof T]: RouteRow }> = {
  readonly [K in keyof T]: Route<MethodOf<Rows[K]>, PathOf<Rows[K]>, T[K]>;
};

/**
 * Declares a group of operations, one row each: `T` says what each takes and answers (an interface, documented per
 * operation), the table its method, path and flags:
 * `routes<WalletIo>()({ wallets: 'GET /driver/v2/api/wallets', recharge: ['POST /driver/v2/api/recharges', { authModel: 1 }] })`.
 * Every operation of `T` needs a row and every row an operation. Each route is the object `route()` makes. (The empty
 * call is what lets `T` be given while the rows' methods and paths are inferred.)
 */
export const routes =
  <T extends { [K in keyof T]: Io }>() =>
  <const Rows extends { [K in keyof T]: RouteRow }>(
    table: Rows & { [K in Exclude<keyof Rows, keyof T>]: never },
  ): RoutesOf<T, Rows> => {
    const declared: Record<string, AnyRoute> = {};
    for (const [name, row] of Object.entries(table as Record<string, RouteRow>)) {
      const [line, flags] = typeof row === 'string' ? [row, {}] : row;
      const space = line.indexOf(' ');
      declared[name] = declare(line.slice(0, space) as HttpMethod, line.slice(space + 1), flags);
    }
    return declared as RoutesOf<T, Rows>;
  };

export type AnyRoute = Route<HttpMethod, string, Io>;
export type ParamsOf<R extends AnyRoute> = PathParams<R['path']>;
type Part<T, K extends keyof Io> = K extends keyof T ? T[K] : undefined;
/** What a route declares it takes in its query string, in its body, and answers (undefined: nothing). */
export type QueryOf<R extends AnyRoute> = Part<NonNullable<R['types']>, 'query'>;
export type BodyOf<R extends AnyRoute> = Part<NonNullable<R['types']>, 'body'>;
export type ResponseOf<R extends AnyRoute> = Part<NonNullable<R['types']>, 'response'>;

/** The path with its parameters filled in (each URI-encoded): `/recharges/:orderNo` + {orderNo: 'R1'} → `/recharges/R1`. */
export function fillPath<R extends AnyRoute>(route: R, params: ParamsOf<R>): string {
  const values = params as Record<string, string>;
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** Whether a concrete path (no query) is this route's: each `:name` matches one non-empty segment. */
export function matchesPath(route: AnyRoute, path: string): boolean {
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** `GET /driver/v2/api/recharges/:orderNo`: how logs, route tables and fakes name an operation. */
export const routeKey = (route: AnyRoute): string => `${route.method} ${route.path}`;
