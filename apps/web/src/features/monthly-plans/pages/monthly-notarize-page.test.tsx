import { BagRoutes, VehicleRoutes } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aBagPark, aBagProduct, aPage, BAG_PARK_ID } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp, routeOf } from '../../../test/render-app';
import { aDriverPlate } from '../../../test/vehicle-screens';
import { productsForPlates, vehicleClassOfPlates } from '../lib/vehicle-class';
import MonthlyNotarizePage from './monthly-notarize-page';

const PARK = BAG_PARK_ID;
const small = aBagProduct(1, {});
const smallNewEnergy = aBagProduct(2, {
  vehicleClass: 'smallNewEnergy',
  vehicleClassName: '小型新能源车',
  priceFen: 20000,
});
const large = aBagProduct(3, { vehicleClass: 'large', vehicleClassName: '大型车', priceFen: 60000 });
const largeYear = aBagProduct(4, { kind: 'year', kindName: '年卡', vehicleClass: 'large', vehicleClassName: '大型车' });
const offer = aBagPark({ products: [small, smallNewEnergy, large, largeYear] });

describe('the products offered for the cars of an application (issue 44: not filtered to the car’s kind)', () => {
  it('are those of the plates’ price class: a yellow plate is large, a green D plate small new energy', () => {
    const ids = (plates: Parameters<typeof productsForPlates>[1]) =>
      productsForPlates(offer.products, plates).map((p) => p.vehicleClassName + p.kindName);
    expect(ids([{ plateNo: '浙A12345' }])).toEqual(['小型车月卡']);
    expect(ids([{ plateNo: '浙A12345', plateColor: 2 }])).toEqual(['大型车月卡', '大型车年卡']);
    expect(ids([{ plateNo: '浙AD12345' }])).toEqual(['小型新能源车月卡']);
    // No plate yet, or plates of two classes (the server names the one that does not fit): nothing hidden.
    expect(ids([{ plateNo: '' }])).toHaveLength(4);
    expect(vehicleClassOfPlates([{ plateNo: '浙A12345' }, { plateNo: '浙AD12345' }])).toBeNull();
  });
});

describe('/mounthlyNotarize', () => {
  const serve = (plates = [aDriverPlate()]) => {
    const server = fakeServer({
      [at(BagRoutes.bagPark, { parkId: PARK })]: ok(offer),
      [at(VehicleRoutes.plates)]: ok(aPage(plates)),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: [routeOf('/mounthlyNotarize', MonthlyNotarizePage)], at: `/mounthlyNotarize?parkId=${PARK}` });
    return server;
  };
  const offered = async () => {
    const group = await screen.findByRole('radiogroup', { name: '月卡类型' });
    return within(group)
      .queryAllByRole('radio')
      .map((r) => r.textContent);
  };

  it('offers a small car only the small plans, never a large or new-energy one', async () => {
    serve();
    await waitFor(async () => expect(await offered()).toEqual([expect.stringContaining('小型车')]));
    expect((await offered()).join()).not.toMatch(/大型车|新能源/);
  });

  it('offers a bound yellow plate the large plans, and keeps the one chosen', async () => {
    const server = serve([aDriverPlate({ plateColor: 2 })]);
    await waitFor(async () => expect(await offered()).toHaveLength(2));
    expect((await offered()).every((text) => text?.includes('大型车'))).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /年卡/ }));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    // The materials are missing: nothing sent, but the plan chosen stays the large year plan.
    expect(screen.getByRole('radio', { name: /年卡/ }).getAttribute('aria-checked')).toBe('true');
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('follows the plate chosen: another bound plate of the new-energy class shows its plans', async () => {
    serve([
      aDriverPlate(),
      aDriverPlate({ plateId: 'p2', plateNo: '浙AD12345', formatPlateNo: '浙A·D12345', isDefault: false }),
    ]);
    await waitFor(async () => expect((await offered()).join()).toContain('小型车'));
    await userEvent.click(screen.getByRole('radio', { name: '浙A·D12345' }));
    await waitFor(async () => expect(await offered()).toEqual([expect.stringContaining('小型新能源车')]));
  });
});
