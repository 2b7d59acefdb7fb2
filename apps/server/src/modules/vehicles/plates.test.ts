import {
  ErrorCode,
  MAX_PLATES_PER_DRIVER,
  PLATE_COLOR_MESSAGE,
  PLATE_ERROR_MESSAGES,
  VehicleOps,
  VehicleText,
  type DriverPlate,
  type PlateCategory,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { call } from '../../../test/call';
import { bindPlate, platesOf } from '../../../test/vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bind = (driver: SignedInDriver, payload: unknown) =>
  call(t, VehicleOps.bindPlate, { headers: driver.headers, body: payload });

const countOf = async (driver: SignedInDriver) =>
  (await call(t, VehicleOps.plateCount, { headers: driver.headers })).body.data!.count;

describe('binding plates', () => {
  it.each<[string, PlateCategory, string, 2 | undefined]>([
    ['浙A12345', 'ordinary', '浙A·12345', undefined],
    ['浙A12345', 'ordinary', '浙A·12345', 2],
    ['浙AD12345', 'newEnergy', '浙A·D12345', undefined],
    ['浙A12345F', 'newEnergy', '浙A·12345F', 2],
    ['京A0006警', 'police', '京A·0006警', undefined],
    ['浙A1234学', 'coach', '浙A·1234学', 2],
    ['粤B1234挂', 'trailer', '粤B·1234挂', 2],
    ['沪A1234领', 'consulate', '沪A·1234领', undefined],
    ['粤Z1234港', 'hongKong', '粤Z·1234港', undefined],
    ['粤Z1234澳', 'macao', '粤Z·1234澳', undefined],
    ['224123使', 'embassy', '224123使', undefined],
    ['琼X1234应急', 'emergency', '琼X·1234应急', undefined],
    ['WJ粤1234X', 'armedPolice', 'WJ粤·1234X', undefined],
    ['WJ12345', 'armedPolice', 'WJ·12345', undefined],
  ])('binds %s (%s, plateColor %s) and lists it', async (plateNo, category, formatPlateNo, plateColor) => {
    const driver = await signInDriver(t);
    const bound = await bindPlate(t, driver, plateNo, plateColor);
    expect(bound).toMatchObject({ plateNo, formatPlateNo, category, plateColor: plateColor ?? null, isDefault: true });
    expect(await platesOf(t, driver)).toEqual([bound]);
    expect(await countOf(driver)).toBe(1);
  });

  it('normalises what the driver typed before storing it', async () => {
    const driver = await signInDriver(t);
    const bound = await bindPlate(t, driver, ' 浙c·6７890 ');
    expect(bound.plateNo).toBe('浙C67890');
  });

  it('makes the first plate the default, keeps one default and moves it on request', async () => {
    const driver = await signInDriver(t);
    const first = await bindPlate(t, driver, '苏E12345');
    const second = await bindPlate(t, driver, '苏ED12345');
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);

    const res = await call(t, VehicleOps.setDefaultPlate, {
      params: { plateId: second.plateId },
      headers: driver.headers,
    });
    expect(res.body.data).toMatchObject({ plateId: second.plateId, isDefault: true });
    const listed = await platesOf(t, driver);
    expect(listed.map((p) => [p.plateNo, p.isDefault])).toEqual([
      ['苏ED12345', true],
      ['苏E12345', false],
    ]);
  });

  it('passes the default on to the earliest remaining plate when the default is unbound', async () => {
    const driver = await signInDriver(t);
    const a = await bindPlate(t, driver, '鲁A11111');
    t.clock.advance(1000);
    const b = await bindPlate(t, driver, '鲁A22222');
    t.clock.advance(1000);
    await bindPlate(t, driver, '鲁A33333');

    const res = await call(t, VehicleOps.unbindPlate, { params: { plateId: a.plateId }, headers: driver.headers });
    expect(res.status).toBe(200);
    const listed = await platesOf(t, driver);
    expect(listed.map((p) => [p.plateNo, p.isDefault])).toEqual([
      ['鲁A22222', true],
      ['鲁A33333', false],
    ]);
    expect(listed[0]?.plateId).toBe(b.plateId);
    expect(await countOf(driver)).toBe(2);
  });

  it('treats the yellow and the blue plate of one number as two plates', async () => {
    const driver = await signInDriver(t);
    await bindPlate(t, driver, '湘A12345');
    await bindPlate(t, driver, '湘A12345', 2);
    expect((await platesOf(t, driver)).map((p) => p.plateColor)).toEqual([null, 2]);
  });

  it('lets a driver of another dealer bind the same number', async () => {
    const here = await signInDriver(t);
    const there = await signInDriver(t, { dealerId: '320500' });
    await bindPlate(t, here, '赣A12345');
    await bindPlate(t, there, '赣A12345');
    expect(await countOf(there)).toBe(1);
  });

  it('stores the deduction order of a plate, balance first by default', async () => {
    const driver = await signInDriver(t);
    const plate = await bindPlate(t, driver, '闽D12345');
    expect(plate.deductionOrder).toBe('balanceFirst');
    const params = { plateId: plate.plateId };
    const res = await call(t, VehicleOps.setDeductionOrder, {
      params,
      headers: driver.headers,
      body: { deductionOrder: 'withholdingFirst' },
    });
    expect(res.body.data!.deductionOrder).toBe('withholdingFirst');
    const detail = await call(t, VehicleOps.plate, { params, headers: driver.headers });
    expect(detail.body.data).toMatchObject({
      plateNo: '闽D12345',
      deductionOrder: 'withholdingFirst',
      material: null,
    });

    const bad = await call(t, VehicleOps.setDeductionOrder, {
      params,
      headers: driver.headers,
      body: { deductionOrder: 'cash' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请选择扣费顺序');
  });

  it('lets another driver bind a plate once its driver has unbound it', async () => {
    const first = await signInDriver(t);
    const second = await signInDriver(t);
    const plate = await bindPlate(t, first, '晋A12345');
    await call(t, VehicleOps.unbindPlate, { params: { plateId: plate.plateId }, headers: first.headers });
    await bindPlate(t, second, '晋A12345');
    expect(await countOf(first)).toBe(0);
  });
});

describe('refused bindings', () => {
  it('refuses a plate the driver has already bound, however it is spelled', async () => {
    const driver = await signInDriver(t);
    await bindPlate(t, driver, '豫A12345');
    for (const spelling of ['豫A12345', '豫a 123 45', '豫A·12345']) {
      const res = await bind(driver, { plateNo: spelling });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: ErrorCode.CONFLICT, message: VehicleText.PLATE_ALREADY_MINE });
    }
    expect(await countOf(driver)).toBe(1);
  });

  it('leads a second driver of a plate to certification instead of binding it twice', async () => {
    const owner = await signInDriver(t);
    const other = await signInDriver(t);
    await bindPlate(t, owner, '川A12345');
    const res = await bind(other, { plateNo: '川A12345' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.PLATE_BOUND_BY_OTHER, message: VehicleText.PLATE_BOUND_BY_OTHER });
    expect(await countOf(other)).toBe(0);
    expect((await platesOf(t, owner)).map((p) => p.plateNo)).toEqual(['川A12345']);
  });

  it('binds a plate only once when two drivers bind it at the same moment', async () => {
    const a = await signInDriver(t);
    const b = await signInDriver(t);
    const results = await Promise.all([bind(a, { plateNo: '渝A12345' }), bind(b, { plateNo: '渝A12345' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await countOf(a)) + (await countOf(b))).toBe(1);
  });

  it(`stops at ${MAX_PLATES_PER_DRIVER} plates`, async () => {
    const driver = await signInDriver(t);
    for (let i = 0; i < MAX_PLATES_PER_DRIVER; i++) await bindPlate(t, driver, `桂A1234${i}`);
    const res = await bind(driver, { plateNo: '桂A12349' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.PLATE_LIMIT_REACHED, message: VehicleText.PLATE_LIMIT });
    expect(await countOf(driver)).toBe(MAX_PLATES_PER_DRIVER);
  });

  it.each<[string, string, keyof typeof PLATE_ERROR_MESSAGES]>([
    ['empty', '', 'empty'],
    ['junk characters', '浙A1234😀', 'invalid_characters'],
    ['no province', 'A12345', 'province'],
    ['too short', '浙A1234', 'too_short'],
    ['too long', '浙A1234567', 'too_long'],
    ['ordinary with O in the serial', '浙A1234O', 'letter_i_o'],
    ['ordinary with I as issuer', '浙I12345', 'format'],
    ['new energy with a non-energy letter', '京AL12345', 'format'],
    ['new energy with the letter misplaced', '京A1D2345', 'format'],
    ['armed police with a letter in slot 2', 'WJA1234', 'format'],
    ['armed police with a letter in slot 2 and a province after', 'WJB粤1234', 'format'],
    ['armed police too short', 'WJ粤123', 'too_short'],
    ['police with 5 serial characters', '京A12345警', 'format'],
    ['emergency with a digit issuer', '琼11234应急', 'format'],
    ['emergency with 应 only', '琼X1234应', 'format'],
    ['Hong Kong outside 粤Z', '粤A1234港', 'format'],
    ['Macao with 5 serial characters', '粤Z12345澳', 'format'],
    ['coach with 5 serial characters', '浙A12345学', 'format'],
    ['trailer with two marks', '粤B1234挂学', 'format'],
    ['embassy with 5 digits', '22412使', 'too_short'],
    ['embassy with a letter', '224A12使', 'format'],
    ['consulate with 5 serial characters', '沪A12345领', 'format'],
  ])('refuses a malformed plate: %s (%s)', async (_case, plateNo, reason) => {
    const driver = await signInDriver(t);
    const res = await bind(driver, { plateNo });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(res.body.message).toContain(PLATE_ERROR_MESSAGES[reason]);
    expect(await countOf(driver)).toBe(0);
  });

  it.each([1, 0, 3, '02', '1', 'yellow', true, {}, [2], 2.5])(
    'refuses a tampered plateColor %j',
    async (plateColor) => {
      const driver = await signInDriver(t);
      const res = await bind(driver, { plateNo: '浙A54321', plateColor });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(PLATE_COLOR_MESSAGE);
      expect(await countOf(driver)).toBe(0);
    },
  );

  it.each(['京A0006警', 'WJ粤1234X', '琼X1234应急', '粤Z1234港', '浙AD12345'])(
    'refuses the yellow flag on %s, which is never a yellow plate',
    async (plateNo) => {
      const driver = await signInDriver(t);
      const res = await bind(driver, { plateNo, plateColor: 2 });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(PLATE_ERROR_MESSAGES.color_mismatch);
    },
  );

  it('accepts the empty spellings of "not yellow"', async () => {
    const driver = await signInDriver(t);
    for (const [i, plateColor] of (['', null, undefined] as const).entries()) {
      const plate = await bindPlate(t, driver, `黑A1234${i}`, plateColor as undefined);
      expect(plate.plateColor).toBeNull();
    }
  });

  it('asks an anonymous visitor to log in', async () => {
    for (const op of [VehicleOps.plates, VehicleOps.bindPlate, VehicleOps.plateCount]) {
      const res = await call(t, op, { headers: t.driverHeaders(), body: { plateNo: '浙A12345' } });
      expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });
});

describe("another driver's plate (BOLA)", () => {
  let owner: SignedInDriver;
  let intruder: SignedInDriver;
  let plate: DriverPlate;
  beforeAll(async () => {
    owner = await signInDriver(t);
    intruder = await signInDriver(t);
    plate = await bindPlate(t, owner, '甘A12345');
    await bindPlate(t, intruder, '甘A54321');
  });

  it('answers the plate itself as gone (0x1310501001: confirm, go back), like a missing one', async () => {
    const res = await call(t, VehicleOps.plate, { params: { plateId: plate.plateId }, headers: intruder.headers });
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ code: ErrorCode.GONE, message: VehicleText.PLATE_NOT_FOUND });
  });

  it.each([
    ['unbindPlate', VehicleOps.unbindPlate],
    ['setDefaultPlate', VehicleOps.setDefaultPlate],
    ['setDeductionOrder', VehicleOps.setDeductionOrder],
  ] as const)('answers %s with 404 and changes nothing', async (_, op) => {
    const res = await call(t, op, {
      params: { plateId: plate.plateId },
      headers: intruder.headers,
      body: op === VehicleOps.setDeductionOrder ? { deductionOrder: 'withholdingFirst' } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: ErrorCode.NOT_FOUND, message: VehicleText.PLATE_NOT_FOUND });
    expect(await platesOf(t, owner)).toEqual([plate]);
    expect((await platesOf(t, intruder)).map((p) => [p.plateNo, p.isDefault])).toEqual([['甘A54321', true]]);
  });

  it('does not list or count it for the other driver', async () => {
    expect((await platesOf(t, intruder)).map((p) => p.plateNo)).toEqual(['甘A54321']);
    expect(await countOf(intruder)).toBe(1);
  });

  it('refuses an id that is not a plate id', async () => {
    const res = await call(t, VehicleOps.plate, { params: { plateId: '1 or 1=1' }, headers: owner.headers });
    expect(res.status).toBe(400);
  });

  it('answers 404 for a plate the driver has unbound', async () => {
    const mine = await bindPlate(t, owner, '甘A11111');
    const params = { plateId: mine.plateId };
    await call(t, VehicleOps.unbindPlate, { params, headers: owner.headers });
    const again = await call(t, VehicleOps.unbindPlate, { params, headers: owner.headers });
    expect(again.status).toBe(404);
    // Opened again from an old link: gone, the web confirms and goes back.
    const opened = await call(t, VehicleOps.plate, { params, headers: owner.headers });
    expect([opened.status, opened.body.code]).toEqual([410, ErrorCode.GONE]);
  });
});
