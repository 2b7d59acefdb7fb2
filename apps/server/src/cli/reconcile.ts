import { parseArgs } from 'node:util';
import { formatFen } from '@parking/contracts';
import { systemClock } from '../clock';
import { isDay, shanghaiDay } from '@parking/contracts/shanghai-time';
import type { ProviderName } from '../integrations/payments';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { createPaymentProviders, type ReconcileReport } from '../modules/payments';
import { createReconciliation, type ReconciliationDeps } from '../modules/reconciliation';
import { withDatabase } from './cli-database';

const PROVIDERS: readonly ProviderName[] = ['wechatpay', 'alipay', 'sandbox'];

export interface ReconcileArgs {
  provider: ProviderName;
  date: string;
  json: boolean;
}

/** `--provider wechatpay --date 2026-06-01 [--json]`; the date defaults to yesterday in Shanghai. */
export function parseReconcileArgs(argv: string[], now = new Date()): ReconcileArgs {
  const { values } = parseArgs({
    args: argv,
    options: { provider: { type: 'string' }, date: { type: 'string' }, json: { type: 'boolean', default: false } },
    strict: true,
  });
  const provider = values.provider as ProviderName | undefined;
  if (!provider || !PROVIDERS.includes(provider)) {
    throw new Error(`--provider must be one of ${PROVIDERS.join(', ')}`);
  }
  const date = values.date ?? shanghaiDay(new Date(now.getTime() - 86_400_000));
  if (!isDay(date)) throw new Error(`--date must be a day written YYYY-MM-DD, got ${date}`);
  return { provider, date, json: values.json ?? false };
}

/** The report `npm run reconcile` prints. */
export function formatReconcile(report: ReconcileReport): string {
  const head =
    `reconcile ${report.provider} ${report.day}: ${report.billLines} bill lines, paid ${formatFen(report.billPaidFen)}, ` +
    `refunded ${formatFen(report.billRefundedFen)}`;
  if (report.differences.length === 0) return `${head}\nno differences.\n`;
  const money = (fen: number | undefined) => (fen === undefined ? '—' : formatFen(fen));
  const rows = report.differences.map(
    (d) =>
      `  ${d.kind.padEnd(24)} ${d.orderNo.padEnd(30)} ${(d.refundNo ?? '').padEnd(30)} ` +
      `provider ${money(d.providerFen).padStart(10)}  ours ${money(d.ourFen).padStart(10)}  ${d.detail}`,
  );
  return `${head}\n${report.differences.length} difference(s):\n${rows.join('\n')}\n`;
}

/**
 * The run `npm run reconcile` makes: the reconciliation the daily job and the console's 对账 run, of one provider's
 * day, stored (the run, its differences, those gone since resolved) so the console lists it.
 */
export async function reconcileAndStore(
  deps: { db: Db; clock: Clock; providers: ReconciliationDeps['providers'] },
  args: Pick<ReconcileArgs, 'provider' | 'date'>,
): Promise<ReconcileReport> {
  const provider = deps.providers.byName(args.provider);
  if (!provider) throw new Error(`${args.provider} is not configured (see README, Payments)`);
  const reconciliation = createReconciliation({
    ...deps,
    trail: { record: async () => {} }, // resolving is the console's; a run records no operator change
    log: {
      warn: (obj, msg) => console.error(msg, JSON.stringify(obj)),
      info: () => {},
    },
  });
  return reconciliation.runProvider(provider, args.date);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  (async () => {
    const args = parseReconcileArgs(process.argv.slice(2));
    await withDatabase(async ({ db }, config) => {
      const providers = createPaymentProviders({ config: config.payments, db, clock: systemClock });
      const report = await reconcileAndStore({ db, clock: systemClock, providers }, args).finally(() =>
        providers.stop(),
      );
      process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : formatReconcile(report));
      process.exitCode = report.differences.length === 0 ? 0 : 1;
    });
  })().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  });
}
