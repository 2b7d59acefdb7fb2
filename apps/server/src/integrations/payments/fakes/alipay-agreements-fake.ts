// TEST MATERIAL ONLY: Alipay's personal agreements (alipay.user.agreement.*) inside the fake gateway: the signing page
// the browser opens, query and unsign, the payer's own acts, and the dut_user_sign / dut_user_unsign notifications.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../../clock';
import { formatShanghaiDateTime } from '@parking/contracts/shanghai-time';

export interface FakeAlipayAgreement {
  externalAgreementNo: string;
  agreementNo: string;
  personalProductCode: string;
  signScene: string;
  status: 'TEMP' | 'NORMAL' | 'UNSIGN';
  notifyUrl?: string;
  returnUrl?: string;
  alipayUserId?: string;
  signTime?: Date;
  unsignTime?: Date;
}

export interface AgreementNotificationOptions {
  mutate?: (params: Record<string, string>) => void;
  signingKey?: string;
}

type Fail = (subCode: string, subMsg: string) => Error;
type SignNotification = (
  params: Record<string, string>,
  options: AgreementNotificationOptions,
) => { headers: Record<string, string>; rawBody: string };

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export function createFakeAlipayAgreements(options: {
  appId: string;
  clock: Clock;
  fail: Fail;
  signNotification: SignNotification;
}) {
  const { clock, fail } = options;
  const agreements = new Map<string, FakeAlipayAgreement>();

  function keyOf(biz: Record<string, unknown>): FakeAlipayAgreement {
    if (typeof biz.personal_product_code !== 'string') throw fail('INVALID_PARAMETER', '缺少personal_product_code');
    const found =
      typeof biz.external_agreement_no === 'string'
        ? agreements.get(biz.external_agreement_no)
        : [...agreements.values()].find((a) => a.agreementNo === biz.agreement_no);
    // Not signed yet counts as no agreement at all.
    if (!found || found.status === 'TEMP' || found.personalProductCode !== biz.personal_product_code) {
      throw fail('USER_AGREEMENT_NOT_EXIST', '用户协议不存在');
    }
    return found;
  }

  const answerOf = (a: FakeAlipayAgreement) => ({
    principal_id: a.alipayUserId ?? '',
    valid_time: formatShanghaiDateTime(a.signTime),
    alipay_logon_id: 'buy***@example.com',
    invalid_time: '2115-02-01 00:00:00',
    pricipal_type: 'CARD',
    device_id: 'RSA',
    sign_scene: a.signScene,
    agreement_no: a.agreementNo,
    third_party_type: 'PARTNER',
    status: a.status,
    sign_time: formatShanghaiDateTime(a.signTime),
    personal_product_code: a.personalProductCode,
    external_agreement_no: a.externalAgreementNo,
  });

  return {
    agreements,

    /** The signing page (alipay.user.agreement.page.sign opened by the browser): remembers the agreement to sign. */
    openPage(biz: Record<string, unknown>, params: Record<string, string>): string {
      const access = biz.access_params as { channel?: unknown } | undefined;
      const code = biz.external_agreement_no;
      if (typeof biz.personal_product_code !== 'string' || typeof biz.sign_scene !== 'string') {
        throw fail('INVALID_PARAMETER', '缺少personal_product_code或sign_scene');
      }
      if (typeof access?.channel !== 'string') throw fail('INVALID_PARAMETER', '缺少access_params');
      if (typeof code !== 'string' || !/^[0-9A-Za-z_-]{1,32}$/.test(code)) {
        throw fail('INVALID_PARAMETER', 'external_agreement_no无效');
      }
      const existing = agreements.get(code);
      if (existing && existing.status !== 'TEMP') throw fail('AGREEMENT_HAS_EXISTED', '协议已存在');
      agreements.set(code, {
        externalAgreementNo: code,
        agreementNo: existing?.agreementNo ?? `2026${digits(16)}`,
        personalProductCode: biz.personal_product_code,
        signScene: biz.sign_scene,
        status: 'TEMP',
        ...(params.notify_url ? { notifyUrl: params.notify_url } : {}),
        ...(params.return_url ? { returnUrl: params.return_url } : {}),
      });
      return `<html><body>支付宝代扣签约 ${code}</body></html>`;
    },

    /** The payer confirms on the page. */
    sign(externalAgreementNo: string, alipayUserId = '2088102177846880'): FakeAlipayAgreement {
      const a = agreements.get(externalAgreementNo);
      if (!a || a.status !== 'TEMP') throw new Error(`Agreement ${externalAgreementNo} cannot be signed`);
      a.status = 'NORMAL';
      a.alipayUserId = alipayUserId;
      a.signTime = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      return a;
    },

    /** The payer ends it in the Alipay app (我的-设置-支付设置-免密支付/自动扣款). */
    unsignByPayer(externalAgreementNo: string): FakeAlipayAgreement {
      const a = agreements.get(externalAgreementNo);
      if (!a || a.status !== 'NORMAL') throw new Error(`Agreement ${externalAgreementNo} is not in force`);
      a.status = 'UNSIGN';
      a.unsignTime = clock.now();
      return a;
    },

    /** The agreement a withholding trade.pay names, when it may be paid under. */
    usable(agreementNo: unknown): FakeAlipayAgreement {
      const a = [...agreements.values()].find((x) => x.agreementNo === agreementNo);
      if (!a) throw fail('ACQ.AGREEMENT_NOT_EXIST', '用户协议不存在');
      if (a.status !== 'NORMAL') throw fail('ACQ.AGREEMENT_STATUS_NOT_NORMAL', '用户协议状态非NORMAL');
      return a;
    },

    execute(method: string, biz: Record<string, unknown>): Record<string, unknown> | undefined {
      if (method === 'alipay.user.agreement.query') return answerOf(keyOf(biz));
      if (method === 'alipay.user.agreement.unsign') {
        const a = keyOf(biz);
        if (a.status !== 'NORMAL') throw fail('USER_AGREEMENT_NOT_EXIST', '用户协议不存在');
        a.status = 'UNSIGN';
        a.unsignTime = clock.now();
        return {};
      }
      return undefined;
    },

    notification(externalAgreementNo: string, opts: AgreementNotificationOptions = {}) {
      const a = agreements.get(externalAgreementNo);
      if (!a || a.status === 'TEMP') throw new Error(`No signed agreement ${externalAgreementNo}`);
      const unsigned = a.status === 'UNSIGN';
      const params: Record<string, string> = {
        notify_id: `2026${randomUUID().replace(/-/g, '')}`,
        notify_time: formatShanghaiDateTime(clock.now()),
        notify_type: unsigned ? 'dut_user_unsign' : 'dut_user_sign',
        app_id: options.appId,
        auth_app_id: options.appId,
        charset: 'utf-8',
        version: '1.0',
        agreement_no: a.agreementNo,
        external_agreement_no: a.externalAgreementNo,
        personal_product_code: a.personalProductCode,
        sign_scene: a.signScene,
        status: a.status,
        alipay_user_id: a.alipayUserId ?? '',
        alipay_logon_id: 'buy***@example.com',
        sign_time: formatShanghaiDateTime(a.signTime),
        valid_time: formatShanghaiDateTime(a.signTime),
        invalid_time: '2115-02-01 00:00:00',
        ...(unsigned ? { unsign_time: formatShanghaiDateTime(a.unsignTime) } : {}),
      };
      return options.signNotification(params, opts);
    },
  };
}
export type FakeAlipayAgreements = ReturnType<typeof createFakeAlipayAgreements>;
