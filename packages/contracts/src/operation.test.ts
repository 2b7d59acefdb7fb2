import { describe, expect, expectTypeOf, it } from 'vitest';
import { route, routes, type BodyOf, type ParamsOf, type ResponseOf, type Route } from './operation';

interface ThingIo {
  things: { response: string[] };
  addThing: { body: { name: string }; response: string };
  dropPart: Record<never, never>;
}

const ThingRoutes = routes<ThingIo>()({
  things: 'GET /v1/things',
  addThing: ['POST /v1/things/:thingId', { authModel: 1, deviceKey: true }],
  dropPart: 'DELETE /v1/things/:thingId/parts/:partId',
});

describe('routes()', () => {
  it('builds what route() builds, row by row', () => {
    const expected = {
      things: route('GET', '/v1/things').io<ThingIo['things']>(),
      addThing: route('POST', '/v1/things/:thingId', { authModel: 1, deviceKey: true }).io<ThingIo['addThing']>(),
      dropPart: route('DELETE', '/v1/things/:thingId/parts/:partId'),
    };
    expect(ThingRoutes).toEqual(expected);
    for (const [name, built] of Object.entries(ThingRoutes)) {
      expect(Object.getOwnPropertyNames(built)).toEqual(
        Object.getOwnPropertyNames(expected[name as keyof typeof expected]),
      );
    }
  });

  it('types each route with its method, its path and what its operation takes and answers', () => {
    expectTypeOf(ThingRoutes.addThing).toEqualTypeOf<
      Route<'POST', '/v1/things/:thingId', { body: { name: string }; response: string }>
    >();
    expectTypeOf<ParamsOf<typeof ThingRoutes.dropPart>>().toEqualTypeOf<{ thingId: string; partId: string }>();
    expectTypeOf<BodyOf<typeof ThingRoutes.addThing>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<ResponseOf<typeof ThingRoutes.things>>().toEqualTypeOf<string[]>();
    expectTypeOf<ResponseOf<typeof ThingRoutes.dropPart>>().toEqualTypeOf<undefined>();
  });

  it('wants a row for every operation and an operation for every row', () => {
    // @ts-expect-error: addThing and dropPart have no row
    routes<ThingIo>()({ things: 'GET /v1/things' });
    routes<Pick<ThingIo, 'things'>>()({
      things: 'GET /v1/things',
      // @ts-expect-error: no operation of that name
      other: 'GET /v1/other',
    });
    // @ts-expect-error: a row is a method and a path
    routes<Pick<ThingIo, 'things'>>()({ things: 'FETCH /v1/things' });
  });
});
