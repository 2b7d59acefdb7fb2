import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealers } from '../../db/schema/dealers';

export interface Dealer {
  id: string;
  name: string;
  city: string;
}

const columns = { id: dealers.id, name: dealers.name, city: dealers.city };

export function createDealersRepository(db: Db) {
  return {
    async findById(id: string): Promise<Dealer | undefined> {
      const [row] = await db.select(columns).from(dealers).where(eq(dealers.id, id));
      return row;
    },

    /** The dealer flagged default, else the oldest one. */
    async findDefault(): Promise<Dealer | undefined> {
      const [row] = await db
        .select(columns)
        .from(dealers)
        .orderBy(desc(dealers.isDefault), asc(dealers.createdAt), asc(dealers.id))
        .limit(1);
      return row;
    },
  };
}
export type DealersRepository = ReturnType<typeof createDealersRepository>;
