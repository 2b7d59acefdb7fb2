import {
  CreditRuleCode,
  DEFAULT_CREDIT_RULES,
  formatPlateNo,
  type CreditRule,
  type CreditScore,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { SharingRepository } from './sharing.repository';

export interface DriverRef {
  id: string;
  dealerId: string;
}

/**
 * The credit ledger that decides whether a driver may share (decision 043): the dealer's rules over the defaults, the
 * score, and events added once per source.
 */
export function createCreditLedger({ db, repo, clock }: { db: Db; repo: SharingRepository; clock: Clock }) {
  async function rulesOf(dealerId: string, via: Db = db): Promise<CreditRule[]> {
    const own = new Map((await repo.creditRules(dealerId, via)).map((r) => [r.code, r]));
    return DEFAULT_CREDIT_RULES.map((d) => {
      const row = own.get(d.code);
      return row ? { code: d.code, points: row.points, title: row.title } : { ...d };
    });
  }

  async function scoreOf(driver: DriverRef): Promise<CreditScore> {
    await awardVerified(driver);
    const { score, events } = await repo.score(driver.id);
    return { score, allow: score >= 0, events };
  }

  /**
   * "verified +": a driver whose ownership certification of a plate was approved gets the rule's points once (source
   * `verified`, one per driver however many plates), dated at the review. Derived here, before any score is read,
   * so the vehicles module needs no hook and the score is the same whenever it is asked.
   */
  async function awardVerified(driver: DriverRef) {
    const certified = await repo.firstCertification(driver.id);
    if (!certified) return;
    const rule = (await rulesOf(driver.dealerId)).find((r) => r.code === CreditRuleCode.VERIFIED);
    if (!rule || rule.points === 0) return;
    await repo.addCreditEvent(db, {
      dealerId: driver.dealerId,
      driverId: driver.id,
      code: CreditRuleCode.VERIFIED,
      source: 'verified',
      points: rule.points,
      reason: `${rule.title}：${formatPlateNo(certified.plateNo)}`,
      createdAt: certified.reviewedAt ?? clock.now(),
    });
  }

  /** Adds the event of a rule once per source (violation:<stay>, arrearsPaid:<stay>). */
  async function applyRule(
    tx: Db,
    driver: DriverRef,
    code: CreditRuleCode,
    source: string,
    reason: string,
    atLeast?: number,
  ) {
    const found = (await rulesOf(driver.dealerId, tx)).find((r) => r.code === code);
    const rule = found && { ...found, points: Math.max(found.points, atLeast ?? found.points) };
    if (!rule || rule.points === 0) return false;
    return repo.addCreditEvent(tx, {
      dealerId: driver.dealerId,
      driverId: driver.id,
      code,
      source,
      points: rule.points,
      reason: `${rule.title}：${reason}`,
      createdAt: clock.now(),
    });
  }

  return { rulesOf, scoreOf, awardVerified, applyRule };
}
