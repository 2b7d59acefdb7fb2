/**
 * Pure rules of the OCPP 1.6J side: reading a MeterValues sample, and which readings may be billed. Plain values in and
 * out (decision 036).
 */

/** One sampledValue of OCPP 1.6 (strict mode has checked its shape already). */
export interface SampledValue {
  value: string;
  measurand?: string;
  unit?: string;
  context?: string;
  phase?: string;
}

/** What a MeterValues sample tells us: the energy register (Wh), power (W) and state of charge (%), when present. */
export interface Sample {
  at: number;
  wh?: number;
  powerW?: number;
  soc?: number;
}

/** Reads one meterValue: Energy.Active.Import.Register (the default measurand) in Wh or kWh, power in W or kW, SoC. */
export function readSample(timestamp: string, values: SampledValue[]): Sample {
  const sample: Sample = { at: Date.parse(timestamp) };
  for (const v of values) {
    if (v.phase) continue; // per-phase values: the totals come without a phase
    const n = Number(v.value);
    if (!Number.isFinite(n)) continue;
    const measurand = v.measurand ?? 'Energy.Active.Import.Register';
    if (measurand === 'Energy.Active.Import.Register') sample.wh = Math.round(v.unit === 'kWh' ? n * 1000 : n);
    else if (measurand === 'Power.Active.Import') sample.powerW = Math.round(v.unit === 'kW' ? n * 1000 : n);
    else if (measurand === 'SoC') sample.soc = Math.max(0, Math.min(100, Math.round(n)));
  }
  return sample;
}

/** The last reading billed: register and its instant. */
export interface LastReading {
  at: number;
  wh: number;
}

export type ReadingVerdict = 'accept' | 'stale' | 'backwards' | 'jump';

/** Allowance over the gun's rated power before a jump counts as absurd (meters and clocks are not exact). */
const JUMP_SLACK = 1.5;
const JUMP_FLOOR_WH = 50;

/**
 * Whether a new register reading may be billed after `last`: an older instant is a replay already counted (stale),
 * less energy is a meter going backwards, and more energy than the gun can deliver in the time is an absurd jump.
 * Refused readings are counted on the order and never billed; the next sane reading bills from the last accepted one.
 */
export function judgeReading(last: LastReading, next: { at: number; wh: number }, maxKw: number): ReadingVerdict {
  if (next.at < last.at) return 'stale';
  if (next.wh < last.wh) return 'backwards';
  const hours = (next.at - last.at) / 3_600_000;
  if (next.wh - last.wh > maxKw * 1000 * hours * JUMP_SLACK + JUMP_FLOOR_WH) return 'jump';
  return 'accept';
}

/** The idTag of an app-started order: 20 characters at most (OCPP CiString20), unique per order. */
export const idTagOf = (orderNo: string) => `A${orderNo.slice(-19)}`;

/** Stop reasons of StopTransaction as drivers read them. */
export const stopReasonText: Record<string, string> = {
  Local: '车端/桩端结束',
  Remote: '手动结束',
  EVDisconnected: '车辆断开连接',
  EmergencyStop: '紧急停止',
  HardReset: '充电桩重启',
  SoftReset: '充电桩重启',
  PowerLoss: '充电桩断电',
  Reboot: '充电桩重启',
  DeAuthorized: '授权失效',
  EnergyLimitReached: '已达到预付金额',
  Other: '充电结束',
  UnlockCommand: '远程解锁',
};
