import {
  ApplicationsOperatorOps,
  ApplicationsOps,
  ErrorCode,
  nationalIdCheckChar,
  OperatorRole,
  type AnyRoute,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { bindPlate, uploadPicture } from '../../../test/vehicles';
import { maskIdNumber, stateOf } from './applications.service';

let t: TestApp;
let alice: SignedInDriver;
let bob: SignedInDriver;
let agent: Record<string, string>;
let suzhouAgent: Record<string, string>;
let alicePlateId: string;
let bobPlateId: string;
let disabledProgramme: string;

const ID_17 = '33010219900101123';
const ID = `${ID_17}${nationalIdCheckChar(ID_17)}`;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
/** A driver's call (callAs: the route's payload, a fresh idempotency key on a POST); data read as present. */
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);
async function op<R extends AnyRoute>(headers: Record<string, string>, route: R, input: Input<R> = {}) {
  const res = await call(t, route, { ...input, headers });
  return res as { status: number; body: { code: string; message: string; data: NonNullable<typeof res.body.data> } };
}

const anApplication = async (driver: SignedInDriver, plateId: string, over: object = {}) => ({
  programmeId: disabledProgramme,
  plateId,
  applicantName: '张三',
  idNumber: ID,
  pictures: [await uploadPicture(t, driver)],
  ...over,
});

beforeAll(async () => {
  t = await buildTestApp();
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  agent = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  suzhouAgent = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.SERVICE] });
  alicePlateId = (await bindPlate(t, alice, '浙A7F001')).plateId;
  bobPlateId = (await bindPlate(t, bob, '浙A7F002')).plateId;
  const programmes = await as(alice, ApplicationsOps.benefitProgrammes);
  disabledProgramme = programmes.body.data.find((p) => p.category === 'disabled')!.programmeId;
});
afterAll(() => t.close());

describe('rules', () => {
  it('masks an ID number to its first 3 and last 4 characters', () => {
    expect(maskIdNumber('330102199001011234')).toBe('330***********1234');
  });
  it.each([
    ['pending', null, 'pending'],
    ['approved', '2026-11-27T00:00:00Z', 'approved'],
    ['approved', '2026-11-26T00:00:00Z', 'expired'],
    ['rejected', null, 'rejected'],
  ] as const)('%s valid until %s reads as %s', (state, until, seen) => {
    expect(stateOf({ state, validUntil: until ? new Date(until) : null }, new Date('2026-11-26T12:00:00Z'))).toBe(seen);
  });
});

describe('a benefit application: applied, approved, seen, expires', () => {
  it('goes from the form through the operator to 已通过, then 已过期 after its validity', async () => {
    const created = await as(alice, ApplicationsOps.createApplication, {
      body: await anApplication(alice, alicePlateId),
    });
    expect(created.status).toBe(200);
    const app = created.body.data;
    expect(app).toMatchObject({ state: 'pending', stateText: '待审核', plateNo: '浙A7F001', applicantName: '张三' });
    expect(app.idNumberMasked).toBe(maskIdNumber(ID));
    expect(JSON.stringify(created.body)).not.toContain(ID);

    const queue = await op(agent, ApplicationsOperatorOps.applicationQueue, { query: { state: 'pending' } });
    expect(queue.body.data.results).toContainEqual(
      expect.objectContaining({ applicationId: app.applicationId, idNumber: ID }),
    );
    // Another dealer's reviewer does not see it and cannot decide it.
    const elsewhere = await op(suzhouAgent, ApplicationsOperatorOps.applicationQueue, { query: { state: 'pending' } });
    expect(elsewhere.body.data.results).toEqual([]);
    const params = { applicationId: app.applicationId };
    expect((await op(suzhouAgent, ApplicationsOperatorOps.approveApplication, { params, body: {} })).status).toBe(404);

    const approved = await op(agent, ApplicationsOperatorOps.approveApplication, { params, body: { validDays: 30 } });
    expect(approved.body.data).toMatchObject({ state: 'approved', stateText: '已通过' });
    // Decided once: a second decision (approve or reject) is refused and changes nothing.
    const again = await op(agent, ApplicationsOperatorOps.rejectApplication, {
      params,
      body: { reason: '材料不清晰' },
    });
    expect(again.body.code).toBe(ErrorCode.APPLICATION_DECIDED);

    const seen = await as(alice, ApplicationsOps.application, { params });
    expect(seen.body.data).toMatchObject({ state: 'approved', rejectReason: null });
    // While it lasts the plate cannot apply again.
    const twice = await as(alice, ApplicationsOps.createApplication, {
      body: await anApplication(alice, alicePlateId),
    });
    expect(twice.body.code).toBe(ErrorCode.CONFLICT);

    t.clock.advance(31 * 86_400_000);
    // Sessions do not last a month: everyone signs in again.
    alice = await signInDriver(t, { phone: alice.phone });
    bob = await signInDriver(t, { phone: bob.phone });
    agent = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
    suzhouAgent = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.SERVICE] });
    const history = await as(alice, ApplicationsOps.myApplications, {});
    expect(history.body.data.results[0]).toMatchObject({ applicationId: app.applicationId, stateText: '已过期' });
  });

  it('a rejection carries its reason to the driver', async () => {
    const created = await as(bob, ApplicationsOps.createApplication, { body: await anApplication(bob, bobPlateId) });
    const params = { applicationId: created.body.data.applicationId };
    await op(agent, ApplicationsOperatorOps.rejectApplication, { params, body: { reason: '证件照片不清晰' } });
    const seen = await as(bob, ApplicationsOps.application, { params });
    expect(seen.body.data).toMatchObject({ state: 'rejected', stateText: '未通过', rejectReason: '证件照片不清晰' });
  });
});

describe('one pending application per plate and programme', () => {
  it('of five submitted at once, one is accepted', async () => {
    const plateId = (await bindPlate(t, alice, '浙A7F003')).plateId;
    const bodies = await Promise.all([1, 2, 3, 4, 5].map(() => anApplication(alice, plateId)));
    const answers = await Promise.all(bodies.map((body) => as(alice, ApplicationsOps.createApplication, { body })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ErrorCode.APPLICATION_PENDING)).toHaveLength(4);
  });
});

describe('bad input and other drivers (BOLA)', () => {
  it('refuses a national ID with a wrong check character, no pictures, four pictures, and unknown pictures', async () => {
    const wrongCheck = `${ID_17}${nationalIdCheckChar(ID_17) === '0' ? '1' : '0'}`;
    const base = await anApplication(alice, alicePlateId);
    const cases = [
      { ...base, idNumber: wrongCheck },
      { ...base, pictures: [] },
      { ...base, pictures: [...base.pictures, ...base.pictures, ...base.pictures, ...base.pictures] },
      { ...base, applicantName: '张三😀' },
    ];
    for (const body of cases) {
      const res = await as(alice, ApplicationsOps.createApplication, { body });
      expect(res.status).toBe(400);
    }
    const missing = base.pictures[0]!.replace(/[0-9a-f]{8}/, '00000000');
    const res = await as(alice, ApplicationsOps.createApplication, { body: { ...base, pictures: [missing] } });
    expect(res.status).toBe(400);
  });

  it("another driver's plate, application and history stay out of reach", async () => {
    // Applying with bob's plate: not found, and bob's plate gets no application.
    const withBobsPlate = await as(alice, ApplicationsOps.createApplication, {
      body: await anApplication(alice, bobPlateId, { programmeId: disabledProgramme }),
    });
    expect(withBobsPlate.status).toBe(404);
    const bobs = (await as(bob, ApplicationsOps.myApplications, {})).body.data.results;
    const bobsApplication = bobs[0]!;
    expect(
      (await as(alice, ApplicationsOps.application, { params: { applicationId: bobsApplication.applicationId } }))
        .status,
    ).toBe(404);
    const alicesList = (await as(alice, ApplicationsOps.myApplications, {})).body.data.results;
    expect(alicesList.map((a) => a.applicationId)).not.toContain(bobsApplication.applicationId);
    expect(bobs).toHaveLength(1);
  });

  it('a driver cannot reach the operator API, and a closed programme takes no applications', async () => {
    expect((await call(t, ApplicationsOperatorOps.applicationQueue, { headers: alice.headers })).status).toBe(401);
    const created = await op(agent, ApplicationsOperatorOps.createProgramme, {
      body: {
        category: 'other',
        name: '试点项目',
        description: '试点',
        benefitText: '免费',
        validDays: 10,
        active: false,
      },
    });
    expect(created.body.data).toMatchObject({ active: false });
    const listed = await as(alice, ApplicationsOps.benefitProgrammes);
    expect(listed.body.data.map((p) => p.programmeId)).not.toContain(created.body.data.programmeId);
    const refused = await as(alice, ApplicationsOps.createApplication, {
      body: await anApplication(alice, alicePlateId, { programmeId: created.body.data.programmeId }),
    });
    expect(refused.status).toBe(404);
    // Another dealer's operator cannot edit it.
    const edit = await op(suzhouAgent, ApplicationsOperatorOps.updateProgramme, {
      params: { programmeId: created.body.data.programmeId },
      body: { category: 'other', name: '改名', description: '试点', benefitText: '免费', validDays: 10, active: true },
    });
    expect(edit.status).toBe(404);
  });
});

describe('an approved benefit at the gate (decision 054)', () => {
  it('a car with an approved benefit leaves paying the reduced fee; other park, rejected or expired pay it all', async () => {
    // 2元 per 30 minutes: an hour is 4.00元, half off 2.00元.
    const [own, other] = [await aTestPark(t), await aTestPark(t)];
    const programme = await op(agent, ApplicationsOperatorOps.createProgramme, {
      body: {
        category: 'other',
        name: '试点半价',
        description: '试点车辆',
        benefitText: '指定车场停车费 5 折',
        validDays: 30,
        discountPercent: 50,
        parkIds: [own.parkId],
      },
    });
    const programmeId = programme.body.data.programmeId;
    // Earlier stories moved the clock past their sessions.
    alice = await signInDriver(t, { phone: alice.phone });
    bob = await signInDriver(t, { phone: bob.phone });
    const apply = async (driver: SignedInDriver, plateNo: string) => {
      const { plateId } = await bindPlate(t, driver, plateNo);
      const res = await as(driver, ApplicationsOps.createApplication, {
        body: await anApplication(driver, plateId, { programmeId }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { applicationId: res.body.data.applicationId };
    };
    const approved = await apply(alice, '浙A7F0B1');
    const rejected = await apply(bob, '浙A7F0B2');
    expect((await op(agent, ApplicationsOperatorOps.approveApplication, { params: approved, body: {} })).status).toBe(
      200,
    );
    await op(agent, ApplicationsOperatorOps.rejectApplication, { params: rejected, body: { reason: '材料不符' } });

    const anHourIn = async (park: TestPark, plateNo: string) => {
      // Entered after the approval (the entry decides whether the benefit applies), an hour before leaving.
      await postGate(t, park, aGateEvent(t, 'entry', plateNo));
      t.clock.advance(minutes(60));
      const exit = await postGate(t, park, aGateEvent(t, 'exit', plateNo));
      return (exit.body as { data: { dueFen: number } }).data.dueFen;
    };
    expect(await anHourIn(own, '浙A7F0B1')).toBe(200);
    expect(await anHourIn(other, '浙A7F0B1')).toBe(400);
    expect(await anHourIn(own, '浙A7F0B2')).toBe(400);
    t.clock.advance(minutes(31 * 24 * 60));
    expect(await anHourIn(own, '浙A7F0B1')).toBe(400);
  });
});
