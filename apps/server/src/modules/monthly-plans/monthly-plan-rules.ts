/**
 * The pure rules of monthly plans (decision 037): validity in Shanghai calendar months, when a plan starts, whether
 * and how it may be renewed, what a driver reads about it, the quota a park's share allows and which reminder is
 * due. No database, no clock: the service passes `now`.
 */
import {
  BAG_MAX_START_AHEAD_DAYS,
  BagLateRenewFrom,
  BagPlanState,
  bagKindMonths,
  type BagKind,
  type Renewability,
} from '@parking/contracts';
import { shanghaiDay, shanghaiDayStart, shanghaiTime } from '@parking/contracts/shanghai-time';

export const DAY_MS = 86_400_000;
/** A plan may be renewed at most this far ahead of its current expiry. */
export const MAX_RENEW_AHEAD_MS = 366 * DAY_MS;
/** How far ahead a driver may choose a start date (the booking screen reads the same number). */
export const MAX_START_AHEAD_DAYS = BAG_MAX_START_AHEAD_DAYS;

/** Shanghai midnight `months` calendar months after the Shanghai midnight `from` (Jan 31 + 1 → Feb 28/29). */
export function addShanghaiMonths(from: number, months: number): number {
  const [y, m, d] = shanghaiDay(from).split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return shanghaiTime(year, month, Math.min(d, lastDay));
}

/** The validity one period of `kind` gives from a Shanghai midnight. */
export const periodFrom = (from: number, kind: BagKind) => ({
  validFrom: from,
  validUntil: addShanghaiMonths(from, bagKindMonths[kind]),
});

/** The earliest first day a plan may have: today, or tomorrow when the park starts plans the next day. */
export const earliestStart = (now: number, startsNextDay: boolean): number =>
  shanghaiDayStart(now) + (startsNextDay ? DAY_MS : 0);

/** The start of a new plan paid at `now`: the day asked for, unless it has passed by then (then the earliest). */
export function startOf(startDate: string, now: number, startsNextDay: boolean): number {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  return Math.max(shanghaiTime(y, m, d), earliestStart(now, startsNextDay));
}

/** Whether a start date may be asked for at `now`: not before the earliest, at most MAX_START_AHEAD_DAYS after it. */
export function startDateProblem(startDate: string, now: number, startsNextDay: boolean): string | null {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const asked = shanghaiTime(y, m, d);
  const earliest = earliestStart(now, startsNextDay);
  if (asked < earliest) return startsNextDay ? '月卡最早次日生效，请重新选择开始日期' : '开始日期不能早于今天';
  if (asked > earliest + MAX_START_AHEAD_DAYS * DAY_MS) return `开始日期最多选择 ${MAX_START_AHEAD_DAYS} 天内`;
  return null;
}

/** checkRenewable's answer when a plan cannot be renewed, with the reason a driver reads. */
export const notRenewable = (reason: string): Renewability => ({
  renewable: false,
  reason,
  basis: null,
  newValidFrom: null,
  newValidUntil: null,
  priceFen: null,
});

export interface RenewalRules {
  lateRenewDays: number;
  lateRenewFrom: BagLateRenewFrom;
  startsNextDay: boolean;
}

/**
 * checkRenewable: before expiry a renewal extends contiguously from the expiry; within the park's late window it
 * counts from the old expiry (the days between are paid) or from the renewal's start day, as the park says;
 * later it is refused, with the reason.
 */
export function renewability(
  plan: { kind: BagKind; validUntil: number },
  rules: RenewalRules,
  now: number,
  priceFen: number | null,
): Renewability {
  const refuse = notRenewable;
  if (priceFen === null) return refuse('该停车场已暂停此类月卡的续费，请联系停车场');
  let basis: NonNullable<Renewability['basis']>;
  let from: number;
  if (now < plan.validUntil) {
    if (plan.validUntil - now > MAX_RENEW_AHEAD_MS) return refuse('月卡剩余有效期超过一年，暂不能续费');
    [basis, from] = ['contiguous', plan.validUntil];
  } else if (now < plan.validUntil + rules.lateRenewDays * DAY_MS) {
    if (rules.lateRenewFrom === BagLateRenewFrom.EXPIRY) [basis, from] = ['fromExpiry', plan.validUntil];
    else [basis, from] = ['fromRenewal', earliestStart(now, rules.startsNextDay)];
  } else {
    return refuse(
      rules.lateRenewDays === 0
        ? '月卡已到期，请重新办理'
        : `已超过续费期限（到期后 ${rules.lateRenewDays} 天内可续费），请重新办理`,
    );
  }
  const period = periodFrom(from, plan.kind);
  return {
    renewable: true,
    reason: null,
    basis,
    newValidFrom: new Date(period.validFrom).toISOString(),
    newValidUntil: new Date(period.validUntil).toISOString(),
    priceFen,
  };
}

/** What a plan is today and its whole days left (0 on its last day and once ended). */
export function planState(validFrom: number, validUntil: number, now: number) {
  const state = now < validFrom ? BagPlanState.UPCOMING : now < validUntil ? BagPlanState.ACTIVE : BagPlanState.EXPIRED;
  const daysLeft = Math.max(0, Math.ceil((validUntil - shanghaiDayStart(now)) / DAY_MS) - 1);
  return { state, daysLeft: state === BagPlanState.EXPIRED ? 0 : daysLeft };
}

/** Plans a park may hold: its share of the spaces, rounded down; -1 (no limit) for a share of -1. */
export const quotaOf = (quotaShare: number, totalSpaces: number): number =>
  quotaShare < 0 ? -1 : Math.floor((totalSpaces * quotaShare) / 100);

/** Spaces left for a quota and the spaces held (-1 unlimited). */
export const spacesLeft = (quota: number, held: number): number => (quota < 0 ? -1 : Math.max(0, quota - held));

/**
 * The reminder due for an expiry at `now`: the fewest days-before whose moment has come (7, 3, 1 days before), or
 * none once expired or more than the first reminder away. A round that runs late sends only the latest one due.
 */
export function dueReminder(validUntil: number, now: number, days: readonly number[]): number | undefined {
  if (now >= validUntil) return undefined;
  const due = days.filter((d) => validUntil - now <= d * DAY_MS);
  return due.length ? Math.min(...due) : undefined;
}
