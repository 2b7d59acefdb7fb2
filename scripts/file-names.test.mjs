import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileNameProblems, nameProblem, sourcePaths } from './file-names.mjs';

/** A standing list as the repository had before the monthly plans' rename (the real one is empty now). */
const STILL_STANDING = ['apps/server/src/modules/bag', 'apps/server/src/modules/bag/bag.service.ts'];

describe('file names', () => {
  it('refuses the spec’s misspellings anywhere in a name and the old words as a word of it', () => {
    expect(nameProblem('apps/web/src/features/wallet/pages/senceless-payment-page.tsx')).toMatch(/senceless/);
    expect(nameProblem('apps/web/src/features/x/pages/my-mounthly-pay-page.tsx')).toMatch(/mounth/);
    expect(nameProblem('apps/server/src/modules/sharing/integral.service.ts')).toMatch(/integral/);
    expect(nameProblem('apps/server/src/modules/wallet/withholding.routes.ts')).toMatch(/withholding/);
    expect(nameProblem('apps/web/src/features/bag')).toMatch(/bag/);
    expect(nameProblem('apps/server/src/modules/bag/bag-driver.ts')).toMatch(/bag/);
    // A word that only contains an old one is another word.
    expect(nameProblem('apps/web/src/features/x/baggage-page.tsx')).toBeNull();
    expect(nameProblem('apps/web/src/features/monthly-plans/pages/monthly-plan-detail-page.tsx')).toBeNull();
  });

  it('lets the providers’ withholding agreements, past migrations and the standing list keep their words', () => {
    expect(nameProblem('apps/server/src/integrations/payments/withholding.ts')).toBeNull();
    expect(nameProblem('apps/server/src/integrations/payments/sandbox/sandbox-withholding.ts')).toBeNull();
    expect(nameProblem('apps/server/src/db/migrations/0016_bag.sql')).toBeNull();
    expect(nameProblem('apps/server/src/db/migrations/0042_bag_more.sql')).toMatch(/bag/);
    expect(nameProblem('apps/server/src/modules/bag', STILL_STANDING)).toBeNull();
    // The folder is allowed, not what is in it: a file there is checked on its own name.
    expect(nameProblem('apps/server/src/modules/bag/driver.ts', STILL_STANDING)).toBeNull();
  });

  it('wants kebab-case, but for the migration generator’s names and a README', () => {
    expect(nameProblem('apps/web/src/features/x/MyPage.tsx')).toMatch(/kebab/);
    expect(nameProblem('apps/web/src/features/x/my_page.tsx')).toMatch(/kebab/);
    expect(nameProblem('apps/server/src/modules/stays/stays.repository.ts')).toBeNull();
    expect(nameProblem('apps/web/src/lib/screen-paths.gen.ts')).toBeNull();
    expect(nameProblem('apps/server/src/db/migrations/0041_plan_review_time.sql')).toBeNull();
    expect(nameProblem('apps/server/src/db/migrations/meta/_journal.json')).toBeNull();
    expect(nameProblem('apps/server/src/modules/tariffs/README.md')).toBeNull();
  });

  it('fails on a standing entry that no longer exists, so the list only shrinks', () => {
    const problems = fileNameProblems(STILL_STANDING.slice(1), STILL_STANDING);
    expect(problems).toEqual([
      `${STILL_STANDING[0]}: no longer exists; remove it from STILL_STANDING in scripts/file-names.mjs`,
    ]);
  });

  it('finds nothing to refuse in the repository', () => {
    expect(fileNameProblems(sourcePaths(fileURLToPath(new URL('..', import.meta.url))))).toEqual([]);
  });
});
