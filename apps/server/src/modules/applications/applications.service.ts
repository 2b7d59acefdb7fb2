import {
  APPLICATION_STATE_TEXT,
  AppError,
  ErrorCode,
  type Application,
  type ApplicationQueueQuery,
  type ApplicationState,
  type BenefitProgramme,
  type CreateApplication,
  type OperatorProgramme,
  type PageQuery,
  type ProgrammeInput,
  type ReviewedApplication,
} from '@parking/contracts';
import { and, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paging';
import { benefitApplications as a } from '../../db/schema/applications';
import type { PicturesService } from '../basic';
import type { PlatesService } from '../vehicles';
import type { ApplicationRow, ApplicationsRepository, ProgrammeRow } from './applications.repository';

export interface Ref {
  id: string;
  dealerId: string;
}

const DAY_MS = 86_400_000;
const applicationNotFound = () => new AppError(ErrorCode.NOT_FOUND, '申请不存在');
const programmeNotFound = () => new AppError(ErrorCode.NOT_FOUND, '申请项目不存在');
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** 330102199001011234 → 330***********1234: enough for the driver to recognise, useless to anyone else. */
export const maskIdNumber = (id: string) => `${id.slice(0, 3)}${'*'.repeat(Math.max(0, id.length - 7))}${id.slice(-4)}`;

/** What the driver sees: an approval whose validity has ended reads as expired. */
export function stateOf(row: Pick<ApplicationRow, 'state' | 'validUntil'>, now: Date): ApplicationState {
  if (row.state === 'approved' && row.validUntil !== null && row.validUntil <= now) return 'expired';
  return row.state;
}

const programmeOf = (row: ProgrammeRow): BenefitProgramme => ({
  programmeId: row.id,
  category: row.category,
  name: row.name,
  description: row.description,
  benefitText: row.benefitText,
  validDays: row.validDays,
});

const operatorProgrammeOf = (row: ProgrammeRow): OperatorProgramme => ({
  ...programmeOf(row),
  active: row.active,
  discountPercent: row.discountPercent,
  parkIds: row.parkIds,
});

/** Benefit programmes and the drivers' applications to them (decision 041). */
export function createApplicationsService(deps: {
  repo: ApplicationsRepository;
  clock: Clock;
  plates: Pick<PlatesService, 'ownedPlate'>;
  pictures: Pick<PicturesService, 'exists'>;
}) {
  const { repo, clock } = deps;

  /** Names of the dealer's programmes, one read per list. */
  async function programmeNames(dealerId: string) {
    return new Map((await repo.programmes(dealerId, false)).map((p) => [p.id, p]));
  }

  function view(row: ApplicationRow, programme: ProgrammeRow | undefined): Application {
    const state = stateOf(row, clock.now());
    return {
      applicationId: row.id,
      applicationNo: `UA${String(row.seq).padStart(8, '0')}`,
      programmeId: row.programmeId,
      programmeName: programme?.name ?? '',
      benefitText: programme?.benefitText ?? '',
      plateNo: row.plateNo,
      applicantName: row.applicantName,
      idNumberMasked: maskIdNumber(row.idNumber),
      pictures: row.pictures,
      state,
      stateText: APPLICATION_STATE_TEXT[state],
      rejectReason: row.rejectReason,
      validFrom: iso(row.validFrom),
      validUntil: iso(row.validUntil),
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    };
  }

  async function reviewed(row: ApplicationRow): Promise<ReviewedApplication> {
    const programme = await repo.programme(row.dealerId, row.programmeId);
    return { ...view(row, programme), idNumber: row.idNumber, driverId: row.driverId };
  }

  const driver = {
    async programmes(dealerId: string): Promise<BenefitProgramme[]> {
      return (await repo.programmes(dealerId, true)).map(programmeOf);
    },

    /**
     * Applies for an open programme of the driver's dealer for one of their own plates. A pending application of the
     * plate for the programme (by anyone) → APPLICATION_PENDING, decided by the unique index so two at once cannot
     * both pass; a running approval → CONFLICT.
     */
    async apply(me: Ref, input: CreateApplication & { idNumber: string }): Promise<Application> {
      const programme = await repo.programme(me.dealerId, input.programmeId);
      if (!programme?.active) throw programmeNotFound();
      const plate = await deps.plates.ownedPlate(me, input.plateId);
      for (const url of input.pictures) {
        if (!(await deps.pictures.exists(url))) throw new AppError(ErrorCode.INVALID_INPUT, '图片不存在，请重新上传');
      }
      const approval = await repo.latestApproval(programme.id, plate.plateNo);
      if (approval && stateOf(approval, clock.now()) === 'approved') {
        throw new AppError(ErrorCode.CONFLICT, '该车牌已享受此优惠，到期后可再次申请');
      }
      try {
        const row = await repo.insertApplication({
          dealerId: me.dealerId,
          driverId: me.id,
          programmeId: programme.id,
          plateId: plate.id,
          plateNo: plate.plateNo,
          applicantName: input.applicantName,
          idNumber: input.idNumber,
          pictures: input.pictures,
        });
        return view(row, programme);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.APPLICATION_PENDING);
        throw error;
      }
    },

    async list(me: Ref, page: PageQuery) {
      const [found, programmes] = await Promise.all([
        repo.driverApplications(me.id, page),
        programmeNames(me.dealerId),
      ]);
      return pageOf(
        found.results.map((row) => view(row, programmes.get(row.programmeId))),
        found.totalRecord,
      );
    },

    /** One of the driver's own applications; another driver's is not found. */
    async get(me: Ref, id: string): Promise<Application> {
      const row = await repo.ofDriver(me.id, id);
      if (!row) throw applicationNotFound();
      return view(row, await repo.programme(row.dealerId, row.programmeId));
    },
  };

  const operator = {
    async programmes(op: Ref): Promise<OperatorProgramme[]> {
      return (await repo.programmes(op.dealerId, false)).map(operatorProgrammeOf);
    },

    async createProgramme(op: Ref, input: ProgrammeInput & { active: boolean }): Promise<OperatorProgramme> {
      try {
        const row = await repo.insertProgramme(op.dealerId, input);
        return operatorProgrammeOf(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, '已有同名的申请项目');
        throw error;
      }
    },

    async updateProgramme(op: Ref, id: string, input: ProgrammeInput & { active: boolean }) {
      try {
        const row = await repo.updateProgramme(op.dealerId, id, input, clock.now());
        if (!row) throw programmeNotFound();
        return operatorProgrammeOf(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, '已有同名的申请项目');
        throw error;
      }
    },

    /** The dealer's applications in one state (expired: approvals whose validity has ended), oldest first. */
    async queue(op: Ref, query: ApplicationQueueQuery & PageQuery & { state: ApplicationState }) {
      const now = clock.now();
      const where: Record<ApplicationState, SQL | undefined> = {
        pending: eq(a.state, 'pending'),
        rejected: eq(a.state, 'rejected'),
        approved: and(eq(a.state, 'approved'), gt(a.validUntil, now)),
        expired: and(eq(a.state, 'approved'), lte(a.validUntil, now)),
      };
      const [found, programmes] = await Promise.all([
        repo.queue(op.dealerId, where[query.state], query),
        programmeNames(op.dealerId),
      ]);
      return pageOf(
        found.results.map((row) => ({
          ...view(row, programmes.get(row.programmeId)),
          idNumber: row.idNumber,
          driverId: row.driverId,
        })),
        found.totalRecord,
      );
    },

    /** Approves for `validDays` (the programme's by default) from now; once only. */
    async approve(op: Ref, id: string, validDays: number | undefined): Promise<ReviewedApplication> {
      const row = await repo.ofDealer(op.dealerId, id);
      if (!row) throw applicationNotFound();
      const programme = await repo.programme(op.dealerId, row.programmeId);
      const now = clock.now();
      const days = validDays ?? programme?.validDays ?? 365;
      const decided = await repo.decide(
        op.dealerId,
        id,
        { state: 'approved', validFrom: now, validUntil: new Date(now.getTime() + days * DAY_MS), decidedBy: op.id },
        now,
      );
      if (!decided) throw new AppError(ErrorCode.APPLICATION_DECIDED);
      return reviewed(decided);
    },

    async reject(op: Ref, id: string, reason: string): Promise<ReviewedApplication> {
      if (!(await repo.ofDealer(op.dealerId, id))) throw applicationNotFound();
      const decided = await repo.decide(
        op.dealerId,
        id,
        { state: 'rejected', rejectReason: reason, decidedBy: op.id },
        clock.now(),
      );
      if (!decided) throw new AppError(ErrorCode.APPLICATION_DECIDED);
      return reviewed(decided);
    },
  };

  return { driver, operator, repo };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
