import { OperatorRole, StaysDeskOps, ok, type OperatorProfile } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ArrearsDesk } from './arrears.service';
import type { StayCorrections } from './corrections.service';
import type { StaysDeskReads } from './stays-desk.service';

const { FINANCE, SERVICE, PARK_MANAGER, CASHIER } = OperatorRole;
/** Who reads stays: everyone who answers drivers or runs parks (park-scoped roles: their parks). */
const READERS = [FINANCE, SERVICE, PARK_MANAGER, CASHIER] as const;
/** Who records what the gate missed: the people at the park. */
const GATE = [PARK_MANAGER, CASHIER] as const;
/** Who changes what a stay costs: finance and park managers; never a cashier. */
const FEES = [FINANCE, PARK_MANAGER] as const;

/** The console's stays desk (decision 091). Admins pass every role check. */
export async function staysDeskOperatorRoutes(
  app: FastifyInstance,
  { reads, corrections, arrears }: { reads: StaysDeskReads; corrections: StayCorrections; arrears: ArrearsDesk },
) {
  const as = (...roles: (typeof READERS)[number][]) => ({ preHandler: app.requireOperator(...roles) });
  /** A correction of a stay, answered with the stay's detail as it now is. */
  const corrected =
    <B>(correct: (operator: OperatorProfile, stayId: string, body: B) => Promise<unknown>) =>
    async (req: { operator: OperatorProfile; params: { stayId: string }; body: B }) => {
      await correct(req.operator, req.params.stayId, req.body);
      return ok(await reads.detail(req.operator, req.params.stayId));
    };

  serve(app, StaysDeskOps.searchStays, as(...READERS), async (req) => ok(await reads.search(req.operator, req.query)));
  serve(app, StaysDeskOps.stayDetail, as(...READERS), async (req) =>
    ok(await reads.detail(req.operator, req.params.stayId)),
  );

  serve(app, StaysDeskOps.recordEntry, as(...GATE), async (req) => {
    const stayId = await corrections.recordEntry(req.operator, req.body);
    return ok(await reads.detail(req.operator, stayId));
  });
  serve(app, StaysDeskOps.recordExit, as(...GATE), corrected(corrections.recordExit));
  serve(app, StaysDeskOps.correctPlate, as(...GATE), corrected(corrections.correctPlate));
  serve(app, StaysDeskOps.waiveFee, as(...FEES), corrected(corrections.waive));
  serve(app, StaysDeskOps.adjustFee, as(...FEES), corrected(corrections.adjust));
  serve(app, StaysDeskOps.markFree, as(...FEES), corrected(corrections.markFree));

  serve(app, StaysDeskOps.arrears, as(FINANCE, SERVICE, PARK_MANAGER), async (req) =>
    ok(await arrears.list(req.operator, req.query)),
  );
  serve(app, StaysDeskOps.remindArrears, as(FINANCE, SERVICE, PARK_MANAGER), async (req) =>
    ok(await arrears.remind(req.operator, req.body)),
  );
  serve(app, StaysDeskOps.requestWriteOff, as(...FEES), async (req) =>
    ok(await arrears.requestWriteOff(req.operator, req.params.stayId, req.body.reason)),
  );
  serve(app, StaysDeskOps.writeOffs, as(...FEES), async (req) =>
    ok(await arrears.writeOffs(req.operator, req.query.state)),
  );
  // Four eyes: finance approves, never the operator who asked (the service checks).
  serve(app, StaysDeskOps.decideWriteOff, as(FINANCE), async (req) =>
    ok(await arrears.decide(req.operator, req.params.writeOffId, req.body)),
  );
}
