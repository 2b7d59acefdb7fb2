import type { InvoiceSettings } from '@parking/contracts';
import type { Db } from '../../db/client';
import { invoiceSettings } from '../../db/schema/invoices';

/**
 * Demo seller and tax items (made-up company; codes and rates as commonly used for these services — finance must
 * confirm real ones through the operator API before going live).
 */
export const DEMO_INVOICE_SETTINGS: InvoiceSettings = {
  sellerName: '畅行停车演示运营有限公司',
  sellerTaxNo: '91330106MA27Y5XK06',
  sellerAddress: '杭州市西湖区文三路 1 号',
  sellerPhone: '0571-88888888',
  sellerBank: '演示银行杭州分行',
  sellerAccount: '6222000000000000',
  clerk: '演示开票员',
  taxItems: {
    parking: { goodsName: '经营租赁*停车费', taxCode: '3040502020200000000', taxRate: '0.09' },
    charging: { goodsName: '供电*充电服务费', taxCode: '3040802010000000000', taxRate: '0.06' },
    monthlyPlan: { goodsName: '经营租赁*停车月卡', taxCode: '3040502020200000000', taxRate: '0.09' },
    reservation: { goodsName: '经营租赁*车位预约费', taxCode: '3040502020200000000', taxRate: '0.09' },
    coupon: { goodsName: '经营租赁*停车费', taxCode: '3040502020200000000', taxRate: '0.09' },
  },
};

/** Demo: every demo dealer issues invoices (idempotent: an existing setting is kept). */
export async function seedInvoiceSettings(db: Db, dealerIds: readonly string[]): Promise<void> {
  for (const dealerId of dealerIds) {
    await db.insert(invoiceSettings).values({ dealerId, settings: DEMO_INVOICE_SETTINGS }).onConflictDoNothing();
  }
}
