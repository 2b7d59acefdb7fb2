import type { AppError } from '@parking/contracts';
import type { Clock } from '../../clock';

/** An operator's writes of one of the dealer's rows that keep when they were created and last updated. */
interface DatedRows<Row, Input> {
  insert(dealerId: string, values: Input & { createdAt: Date; updatedAt: Date }): Promise<Row>;
  update(dealerId: string, id: string, values: NoInfer<Input> & { updatedAt: Date }): Promise<Row | undefined>;
  remove(dealerId: string, id: string): Promise<boolean>;
}

/**
 * Create, update and delete of an operator's FAQ or canned reply: stamped with the clock, each row shown as `view`,
 * a row that is not the dealer's (or not there) `notFound`.
 */
export function datedRowEdits<Row, Input extends object, View>(
  rows: DatedRows<Row, Input>,
  view: (row: Row) => View,
  notFound: () => AppError,
  clock: Clock,
) {
  return {
    async create(dealerId: string, input: Input) {
      const now = clock.now();
      return view(await rows.insert(dealerId, { ...input, createdAt: now, updatedAt: now }));
    },
    async update(dealerId: string, id: string, input: Input) {
      const row = await rows.update(dealerId, id, { ...input, updatedAt: clock.now() });
      if (!row) throw notFound();
      return view(row);
    },
    async remove(dealerId: string, id: string) {
      if (!(await rows.remove(dealerId, id))) throw notFound();
    },
  };
}
