import type { DeletionCheckItem, DeletionCheckResult } from '@parking/contracts';
import type { DeletionCheck, DeletionEraser, DeletionSubject } from '../../kernel/module';

export type { DeletionCheck, DeletionEraser, DeletionSubject };

/**
 * The account deletion check list and erasers, filled by the modules that own the data: the driver module registers
 * its own first; every module's `deletion` rules follow, in list order (the driver module's `gather`).
 */
export function createDeletionRegistry() {
  const checks: DeletionCheck[] = [];
  const erasers: DeletionEraser[] = [];
  const assertNew = (key: string, taken: readonly { key: string }[]) => {
    if (taken.some((item) => item.key === key)) throw new Error(`Account deletion: "${key}" is registered twice`);
  };

  return {
    addCheck(check: DeletionCheck): void {
      assertNew(check.key, checks);
      checks.push(check);
    },

    addEraser(eraser: DeletionEraser): void {
      assertNew(eraser.key, erasers);
      erasers.push(eraser);
    },

    /** What is checked, blocking items first (the /cancellation screen). */
    list(): DeletionCheckItem[] {
      return [...checks]
        .sort((a, b) => Number(b.blocking) - Number(a.blocking))
        .map(({ key, title, description, blocking }) => ({ key, title, description, blocking }));
    },

    async evaluate(subject: DeletionSubject): Promise<DeletionCheckResult> {
      const ordered = [...checks].sort((a, b) => Number(b.blocking) - Number(a.blocking));
      const items = await Promise.all(
        ordered.map(async ({ evaluate, ...item }) => ({ ...item, ...(await evaluate(subject)) })),
      );
      return { canDelete: items.every((item) => item.passed || !item.blocking), items };
    },

    async erase(subject: DeletionSubject): Promise<void> {
      for (const eraser of erasers) await eraser.erase(subject);
    },
  };
}
export type DeletionRegistry = ReturnType<typeof createDeletionRegistry>;
