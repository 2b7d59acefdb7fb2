import { AppError, ErrorCode, TITLES_MAX, type InvoiceTitle } from '@parking/contracts';
import { createInvoicesRepository } from './invoices.repository';
import { titleValues, titleView, type Driver, type InvoicesAccess, type Title } from './invoices-access';

/** A driver's book of invoice titles (at most TITLES_MAX, one of them the default). */
export function createInvoiceTitles({ db, clock, repo }: InvoicesAccess) {
  return {
    async list(driver: Driver): Promise<InvoiceTitle[]> {
      return (await repo.titles.list(driver.id)).map(titleView);
    },
    async add(driver: Driver, input: Title): Promise<InvoiceTitle> {
      return db.transaction(async (tx) => {
        const r = createInvoicesRepository(tx);
        const existing = await r.titles.count(driver.id);
        if (existing >= TITLES_MAX) throw new AppError(ErrorCode.INVOICE_TITLES_FULL);
        const now = clock.now();
        // The first title is the default whatever was asked; a new default takes over from the old one.
        const isDefault = input.isDefault || existing === 0;
        if (isDefault) await r.titles.clearDefault(driver.id, now);
        const row = await r.titles.insert({
          ...titleValues(input),
          isDefault,
          dealerId: driver.dealerId,
          driverId: driver.id,
          createdAt: now,
          updatedAt: now,
        });
        return titleView(row);
      });
    },
    async update(driver: Driver, titleId: string, input: Title): Promise<InvoiceTitle> {
      return db.transaction(async (tx) => {
        const r = createInvoicesRepository(tx);
        const current = await r.titles.get(driver.id, titleId);
        if (!current) throw new AppError(ErrorCode.INVOICE_TITLE_NOT_FOUND);
        const now = clock.now();
        if (input.isDefault) await r.titles.clearDefault(driver.id, now);
        // Unticking the default leaves the book without one only if the driver asks; keeping it is the safer reading.
        const isDefault = input.isDefault || current.isDefault;
        const row = await r.titles.update(driver.id, titleId, { ...titleValues(input), isDefault, updatedAt: now });
        return titleView(row!);
      });
    },
    async remove(driver: Driver, titleId: string): Promise<{ titleId: string }> {
      if (!(await repo.titles.delete(driver.id, titleId))) throw new AppError(ErrorCode.INVOICE_TITLE_NOT_FOUND);
      return { titleId };
    },
  };
}
