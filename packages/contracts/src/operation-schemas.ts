import type { z } from 'zod';
import type { AnyRoute, BodyOf, ParamsOf, QueryOf, ResponseOf } from './operation';

/** An operation's schemas: what the server validates and the client may parse. */
export interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/** A route joined to its schemas: the whole contract of one operation. */
export type Operation<R extends AnyRoute = AnyRoute, S extends Schemas = Schemas> = R & { readonly schemas: S };

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A type error naming the part whose schema disagrees with the route's declared type. */
interface Disagrees<Part extends string> {
  schemaDisagreesWithDeclaredType: Part;
}

/** The schema a part needs: one whose input (requests) or output (responses) is exactly the declared type. */
type Checked<Declared, Schema, Part extends string, Side extends 'input' | 'output'> = Schema extends z.ZodType
  ? Same<Declared, Side extends 'input' ? z.input<Schema> : z.output<Schema>> extends true
    ? Schema
    : Disagrees<Part>
  : Disagrees<Part>;

/** A part the route declares needs its schema; a part it does not declare has none. */
type Needed<Declared, Schema, Part extends 'query' | 'body' | 'response', Side extends 'input' | 'output'> = [
  Declared,
] extends [undefined]
  ? { [K in Part]?: undefined }
  : { [K in Part]: Checked<Declared, Schema, Part, Side> };

/** Schemas that agree with a route: params whenever its path has some, and each declared part. */
type Agreeing<R extends AnyRoute, S extends Schemas> = ([keyof ParamsOf<R>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType }) &
  Needed<QueryOf<R>, S['query'], 'query', 'input'> &
  Needed<BodyOf<R>, S['body'], 'body', 'input'> &
  Needed<ResponseOf<R>, S['response'], 'response', 'output'>;

export type Operations<R extends Record<string, AnyRoute>, S extends { [K in keyof R]: Schemas }> = {
  readonly [K in keyof R]: Operation<R[K], S[K]>;
};

/**
 * Joins a group of routes to their schemas, one entry per route under the same name. Each schema must agree exactly
 * with the type its route declares (query and body: the schema's input; response: its output), so the zod-free half
 * the landing pages use can never drift from what the server validates.
 */
export function operations<R extends Record<string, AnyRoute>, S extends { [K in keyof R]: Schemas }>(
  routes: R,
  schemas: S & { [K in keyof R]: Agreeing<R[K], S[K]> },
): Operations<R, S> {
  const joined: Record<string, Operation> = {};
  for (const [name, route] of Object.entries(routes)) {
    joined[name] = { ...route, schemas: (schemas as Record<string, Schemas>)[name] ?? {} };
  }
  return joined as Operations<R, S>;
}
