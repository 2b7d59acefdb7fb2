import { ErrorCode, PHONE_MESSAGE, DevOps, DriverOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aPhone, anIp, codeFor, latestCode, registerDriver, sendCode, solvedChallenge } from '../../../test/drivers';
import { oneTimeTokens, rateLimitHits, verifyCodes } from '../../db/schema';
import { CHALLENGE_AFTER, CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './verify-codes.service';
import { call } from '../../../test/call';

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const loginByCode = (phone: string, verifyCode: string) =>
  call(t, DriverOps.loginByVerifyCode, { headers: t.driverHeaders(), body: { phone, verifyCode } });
/** Sends with a solved challenge (the app shows the picture once the server asks). */
const sendSolving = async (phone: string, ip: string) =>
  sendCode(t, { phone, type: 'login', ...(await solvedChallenge(t)) }, { ip });

describe('sending a code', () => {
  it('sends 6 digits valid 5 minutes, signed with the app name, and says when to resend', async () => {
    const phone = aPhone();
    const res = await sendCode(t, { phone, type: 'login' });
    expect(res.body).toEqual({
      code: '200',
      message: 'success',
      data: { expiresIn: 300, resendIn: 60, challengeNext: false },
    });
    const outbox = await call(t, DevOps.smsOutbox, { query: { phone } });
    const message = outbox.body.data!.results[0]!;
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.content).toBe(`【杭州城市停车】您的验证码为 ${message.code}，5 分钟内有效，请勿泄露给他人。`);
  });

  it.each([
    ['a malformed phone', { phone: '1380013800', type: 'login' }, `phone: ${PHONE_MESSAGE}`],
    ['a landline', { phone: '057187654321', type: 'login' }, `phone: ${PHONE_MESSAGE}`],
    ['no phone', { type: 'register' }, `phone: ${PHONE_MESSAGE}`],
    ['an unknown type', { phone: '13900000000', type: 'spam' }, 'type: 验证码类型不正确'],
  ])('refuses %s and sends nothing', async (_case, body, message) => {
    const res = await sendCode(t, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message });
  });

  it('accepts +86 and 0086 and sends to the 11-digit number', async () => {
    const phone = aPhone();
    expect((await sendCode(t, { phone: `+86${phone}`, type: 'login' })).status).toBe(200);
    expect(await latestCode(t, phone)).toMatch(/^\d{6}$/);
  });
});

describe('SMS rate limits (0x1306510012)', () => {
  it('allows one send per phone per minute', async () => {
    const phone = aPhone();
    await sendCode(t, { phone, type: 'login' });
    t.clock.advance(20_000);
    const res = await sendCode(t, { phone, type: 'register' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: '验证码发送过于频繁，请 40 秒后再试' });
    t.clock.advance(40_000);
    expect((await sendCode(t, { phone, type: 'login' })).status).toBe(200);
  });

  it('allows 5 sends per phone per hour', async () => {
    const phone = aPhone();
    for (let i = 0; i < 5; i++) {
      expect((await sendSolving(phone, anIp())).status).toBe(200);
      t.clock.advance(MINUTE);
    }
    const sixth = await sendSolving(phone, anIp());
    expect(sixth.body).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: '该手机号 1 小时内获取验证码已达 5 次，请 55 分钟后再试',
    });
    t.clock.advance(55 * MINUTE);
    expect((await sendSolving(phone, anIp())).status).toBe(200);
  });

  it('allows 10 sends per phone per 24 hours', async () => {
    const phone = aPhone();
    for (let i = 0; i < 10; i++) {
      expect((await sendSolving(phone, anIp())).status).toBe(200);
      t.clock.advance(15 * MINUTE);
    }
    const eleventh = await sendSolving(phone, anIp());
    expect(eleventh.body).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: '该手机号 24 小时内获取验证码已达 10 次，请 22 小时后再试',
    });
  });

  it('allows 10 sends per IP per minute, whatever the phones', async () => {
    const ip = anIp();
    for (let i = 0; i < 10; i++) {
      const res = await sendCode(t, { phone: aPhone(), type: 'login', ...(await solvedChallenge(t)) }, { ip });
      expect(res.status).toBe(200);
    }
    const res = await sendCode(t, { phone: aPhone(), type: 'login' }, { ip });
    expect(res.body).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: '当前网络获取验证码过于频繁，请 1 分钟后再试',
    });
  });

  it('counts concurrent sends: of 5 at once for one phone, one goes out', async () => {
    const phone = aPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendCode(t, { phone, type: 'login' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429]);
  });

  it('holds across a restart: a new server on the same database still refuses', async () => {
    const phone = aPhone();
    await sendCode(t, { phone, type: 'login' });
    const restarted = await buildApp({ config: t.config, database: t.database, clock: t.clock });
    try {
      const res = await call({ ...t, app: restarted }, DriverOps.sendVerifyCode, {
        headers: t.driverHeaders(),
        body: { phone, type: 'login' },
        remoteAddress: anIp(),
      });
      expect(res.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    } finally {
      await restarted.close();
    }
  });
});

describe('a picture challenge after repeated sends', () => {
  it(`is needed for a phone's send after ${CHALLENGE_AFTER.phoneSendsPerHour} sends within the hour`, async () => {
    const phone = aPhone();
    const said = [];
    for (let i = 0; i < CHALLENGE_AFTER.phoneSendsPerHour; i++) {
      const sent = await sendCode(t, { phone, type: 'login' });
      expect(sent.status).toBe(200);
      said.push(sent.body.data!.challengeNext);
      t.clock.advance(MINUTE);
    }
    // The last send before the picture says so, and the screen shows it before the driver taps again.
    expect(said).toEqual([...Array<boolean>(CHALLENGE_AFTER.phoneSendsPerHour - 1).fill(false), true]);
    const asked = await sendCode(t, { phone, type: 'login' });
    expect(asked.status).toBe(428);
    expect(asked.body).toEqual({ code: ErrorCode.CHALLENGE_REQUIRED, message: '请输入图形验证码' });
    const wrong = await sendCode(t, { phone, type: 'login', ...(await solvedChallenge(t)), challengeCode: 'XXXX' });
    expect(wrong.body.code).toBe(ErrorCode.CHALLENGE_FAILED);
    expect((await sendSolving(phone, anIp())).status).toBe(200);
  });

  it(`is needed for any send from an IP after ${CHALLENGE_AFTER.ipSendsPerHour} sends from it within the hour`, async () => {
    const ip = anIp();
    for (let i = 0; i < CHALLENGE_AFTER.ipSendsPerHour; i++) {
      await sendCode(t, { phone: aPhone(), type: 'login' }, { ip });
      t.clock.advance(MINUTE);
    }
    expect((await sendCode(t, { phone: aPhone(), type: 'login' }, { ip })).body.code).toBe(
      ErrorCode.CHALLENGE_REQUIRED,
    );
    expect((await sendCode(t, { phone: aPhone(), type: 'login' }, { ip: anIp() })).status).toBe(200);
  });

  it('is not asked when a limit refuses anyway (no picture the driver cannot use)', async () => {
    const phone = aPhone();
    await sendCode(t, { phone, type: 'login' });
    t.clock.advance(MINUTE);
    await sendCode(t, { phone, type: 'login' });
    expect((await sendCode(t, { phone, type: 'login' })).body.code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('getChallengeCode returns a PNG picture that does not contain its answer (captcha.test.ts has the attack)', async () => {
    const res = await call(t, DriverOps.getChallengeCode, { headers: t.driverHeaders() });
    const { challengeId, image, expiresIn } = res.body.data!;
    expect(challengeId).toMatch(/^ch_/);
    expect(expiresIn).toBe(120);
    expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/); // the PNG signature
    expect(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('latin1')).not.toMatch(/K7PX/i);
  });
});

describe('checking a code', () => {
  it('logs in with the right code once; the same code again is refused', async () => {
    const phone = aPhone();
    const code = await codeFor(t, phone, 'login');
    expect((await loginByCode(phone, code)).body.code).toBe('200');
    expect((await loginByCode(phone, code)).body).toEqual({
      code: ErrorCode.VERIFY_CODE_EXPIRED,
      message: '验证码已失效，请重新获取',
    });
  });

  it('counts wrong codes and retires the code after 5 tries', async () => {
    const phone = aPhone();
    const code = await codeFor(t, phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = MAX_CODE_ATTEMPTS - 1; left > 0; left--) {
      expect((await loginByCode(phone, wrong)).body).toEqual({
        code: ErrorCode.VERIFY_CODE_WRONG,
        message: `验证码错误，还可尝试 ${left} 次`,
      });
    }
    expect((await loginByCode(phone, wrong)).body).toEqual({
      code: ErrorCode.VERIFY_CODE_EXPIRED,
      message: '验证码错误次数过多，请重新获取',
    });
    expect((await loginByCode(phone, code)).body.code).toBe(ErrorCode.VERIFY_CODE_EXPIRED);
  });

  it('expires a code after 5 minutes', async () => {
    const phone = aPhone();
    const code = await codeFor(t, phone, 'login');
    t.clock.advance(CODE_TTL_MS);
    expect((await loginByCode(phone, code)).body.code).toBe(ErrorCode.VERIFY_CODE_EXPIRED);
  });

  it('only the newest code counts: an earlier one is a wrong code now', async () => {
    const phone = aPhone();
    const first = await codeFor(t, phone, 'login');
    t.clock.advance(MINUTE);
    let second = await codeFor(t, phone, 'login');
    if (second === first) {
      t.clock.advance(MINUTE); // one in a million: the same six digits twice
      await sendSolving(phone, anIp());
      second = await latestCode(t, phone);
    }
    expect((await loginByCode(phone, first)).body.code).toBe(ErrorCode.VERIFY_CODE_WRONG);
    expect((await loginByCode(phone, second)).body.code).toBe('200');
  });

  const notSent = { code: ErrorCode.VERIFY_CODE_EXPIRED, message: '请先获取验证码' };

  it('a code works only for what it was sent for (a register code cannot log in: none was sent for that)', async () => {
    const phone = aPhone();
    const code = await codeFor(t, phone, 'register');
    expect((await loginByCode(phone, code)).body).toEqual(notSent);
  });

  it('a code sent to one phone does not work for another', async () => {
    const phone = aPhone();
    const code = await codeFor(t, phone, 'login');
    expect((await loginByCode(aPhone(), code)).body).toEqual(notSent);
  });

  it('says 请先获取验证码 for a code never sent, 验证码已失效 for one sent and gone', async () => {
    const phone = aPhone();
    expect((await loginByCode(phone, '123456')).body).toEqual(notSent);
    const code = await codeFor(t, phone, 'login');
    t.clock.advance(CODE_TTL_MS);
    expect((await loginByCode(phone, code)).body).toEqual({
      code: ErrorCode.VERIFY_CODE_EXPIRED,
      message: '验证码已失效，请重新获取',
    });
  });

  it.each([
    ['5 digits', '12345'],
    ['letters', '12345a'],
    ['nothing', undefined],
  ])('refuses a code of %s as bad input', async (_case, verifyCode) => {
    const res = await call(t, DriverOps.loginByVerifyCode, {
      headers: t.driverHeaders(),
      body: { phone: aPhone(), verifyCode },
    });
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: 'verifyCode: 请输入 6 位数字验证码' });
  });
});

describe('the development outbox', () => {
  it('is refused when DEMO is off', async () => {
    const production = await buildTestApp({ demo: false });
    try {
      const res = await call(production, DevOps.smsOutbox, { query: { phone: '13800138000' } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: ErrorCode.FORBIDDEN, message: '仅在演示或测试模式下可用' });
    } finally {
      await production.close();
    }
  });

  it('needs a valid phone', async () => {
    const res = await call(t, DevOps.smsOutbox, { query: { phone: 'abc' } });
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: `phone: ${PHONE_MESSAGE}` });
  });

  it('registerDriver helper goes through it', async () => {
    const driver = await registerDriver(t);
    expect(driver.token).toMatch(/^dat_/);
  });
});

describe('an SMS provider failure', () => {
  it('answers 500 短信发送失败 and logs the cause', async () => {
    const failing = await buildTestApp({
      integrations: {
        sms: {
          name: 'broken',
          sendVerifyCode: () => Promise.reject(new Error('provider down')),
        },
      },
    });
    try {
      const res = await sendCode(failing, { phone: aPhone(), type: 'login' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: ErrorCode.INTERNAL, message: '短信发送失败，请稍后再试' });
      expect(failing.logs.join('\n')).toContain('provider down');
    } finally {
      await failing.close();
    }
  });
});

describe('clean-up', () => {
  it('forgets rate-limit hits and codes a day old, and one-time tokens a day after they expired', async () => {
    const own = await buildTestApp();
    try {
      const challenge = () => call(own, DriverOps.getChallengeCode, { headers: own.driverHeaders() });
      const counts = async () => ({
        hits: (await own.db.select().from(rateLimitHits)).length,
        codes: (await own.db.select().from(verifyCodes)).length,
        tokens: (await own.db.select().from(oneTimeTokens)).length,
      });
      await sendCode(own, { phone: aPhone(), type: 'login' });
      await challenge();
      expect(await counts()).toEqual({ hits: 2, codes: 1, tokens: 1 });
      own.clock.advance(2 * 24 * 60 * MINUTE);
      await sendCode(own, { phone: aPhone(), type: 'login' });
      await challenge();
      await own.app.jobs.runNow('verification.prune');
      // The first send's two hits, its code and the first challenge are gone; the new ones are there.
      expect(await counts()).toEqual({ hits: 2, codes: 1, tokens: 1 });
    } finally {
      await own.close();
    }
  });
});
