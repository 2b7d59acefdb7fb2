import { count, eq } from 'drizzle-orm';
import type { ProgrammeCategory } from '@parking/contracts';
import type { Db } from '../db/client';
import { benefitProgrammes } from '../db/schema';

/** The demo benefit programmes of 杭州 (operators keep them through ApplicationsOperatorOps; this fills an empty list). */
const DEMO_PROGRAMMES: {
  category: ProgrammeCategory;
  name: string;
  description: string;
  benefitText: string;
  validDays: number;
  /** Priced at the gate (decision 054); the others' free first hours are not a percentage and stay words. */
  discountPercent?: number;
}[] = [
  {
    category: 'disabled',
    name: '残疾人车辆停车优惠',
    description: '持《中华人民共和国残疾人证》的本人驾驶车辆可申请，请上传残疾人证照片及行驶证照片。',
    benefitText: '本平台路内及公共停车场每日首 2 小时免费',
    validDays: 365,
  },
  {
    category: 'veteran',
    name: '退役军人停车优惠',
    description: '持《退役军人优待证》的本人车辆可申请，请上传优待证照片。',
    benefitText: '本平台公共停车场停车费 8 折',
    validDays: 365,
    discountPercent: 20,
  },
  {
    category: 'newEnergy',
    name: '新能源汽车停车优惠',
    description: '绿色号牌新能源汽车可申请，请上传行驶证照片。',
    benefitText: '本平台路内停车每次首 1 小时免费',
    validDays: 180,
  },
];

export async function seedApplicationsDemo(db: Db, dealerId = '330100'): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(benefitProgrammes)
    .where(eq(benefitProgrammes.dealerId, dealerId));
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(benefitProgrammes).values(DEMO_PROGRAMMES.map((p) => ({ dealerId, ...p })));
}
