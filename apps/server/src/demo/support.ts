import { count, eq } from 'drizzle-orm';
import type { FaqCategory } from '@parking/contracts';
import type { Db } from '../db/client';
import { supportFaqs } from '../db/schema';

/** The demo help centre of 杭州 (operators edit it through SupportOperatorOps; this only fills an empty one). */
const DEMO_FAQS: { category: FaqCategory; question: string; answer: string }[] = [
  {
    category: 'parking',
    question: '如何查询并缴纳停车费？',
    answer: '在首页输入车牌号，点击“查询缴费”，确认金额后选择支付方式即可。',
  },
  {
    category: 'parking',
    question: '缴费后多久需要离场？',
    answer: '缴费后请在 15 分钟内离场，超时将按收费规则继续计费。',
  },
  {
    category: 'bill',
    question: '重复缴费了怎么办？',
    answer: '重复支付的款项系统会自动原路退回，一般 1-3 个工作日到账。',
  },
  {
    category: 'bill',
    question: '账单金额有误如何申诉？',
    answer: '在“账单记录”中找到该订单，点击“账单申诉”，描述问题并上传凭证，客服将在 72 小时内处理。',
  },
  {
    category: 'monthly',
    question: '如何办理月卡？',
    answer: '在首页进入“月卡办理”，选择车场和套餐并完成支付即可生效。',
  },
  {
    category: 'charging',
    question: '充电桩无法启动怎么办？',
    answer: '请确认充电枪已插好并扫码正确的桩号；如仍无法启动，请通过问题咨询联系客服。',
  },
  {
    category: 'account',
    question: '余额可以提现吗？',
    answer: '可以。在“我的钱包”中点击“提现”，余额将原路退回您的充值账户。',
  },
];

export async function seedSupportDemo(db: Db, dealerId = '330100'): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(supportFaqs).where(eq(supportFaqs.dealerId, dealerId));
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(supportFaqs).values(DEMO_FAQS.map((faq, sort) => ({ dealerId, sort, ...faq })));
}
