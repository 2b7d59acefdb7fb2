import type { InvoiceSettings } from '@parking/contracts';
import type { InvoicesAccess } from './invoices-access';

/** The dealer's invoicing settings (seller, tax items), as the operator reads and saves them. */
export function createInvoiceSettings({ clock, repo }: InvoicesAccess) {
  return {
    get: (dealerId: string) => repo.settings(dealerId).then((s) => s ?? null),
    async save(dealerId: string, settings: InvoiceSettings): Promise<InvoiceSettings> {
      await repo.saveSettings(dealerId, settings, clock.now());
      return settings;
    },
  };
}
