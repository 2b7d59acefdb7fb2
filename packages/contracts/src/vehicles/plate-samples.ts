/**
 * Realistic random plates for the device simulator, the demo seed and benchmarks (imported as
 * `@parking/contracts/plate-samples`). Every plate made here passes parsePlate with its colour flag; the mix of
 * categories is what a city car park sees: mostly local blue plates, a growing share of new-energy plates, visitors
 * from other provinces, a few yellow (large) plates and the odd coach, police or cross-border car.
 */
import { PLATE_LETTERS, PlateColor, type PlateCategory } from './plate';

/** A random number source in [0, 1); `seededRng` makes runs repeatable. */
export type Rng = () => number;

/** mulberry32: a small, fast, well-mixed 32-bit generator. Same seed, same sequence. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface PlateSample {
  plateNo: string;
  /** 2 for a yellow plate (large vehicle). */
  plateColor: typeof PlateColor.YELLOW | undefined;
  category: PlateCategory;
}

/** Kinds of plates in the mix (finer than PlateCategory: local or visiting, small or large). */
export type SampleKind =
  'local' | 'province' | 'visitor' | 'newEnergy' | 'newEnergyLarge' | 'largeYellow' | 'coach' | 'police' | 'hongKong';

/** Share of each kind, in parts of 1000 (a central Hangzhou car park on a weekday). */
export const CITY_PLATE_MIX: Record<SampleKind, number> = {
  local: 520,
  province: 100,
  visitor: 110,
  newEnergy: 200,
  newEnergyLarge: 10,
  largeYellow: 40,
  coach: 10,
  police: 5,
  hongKong: 5,
};

export interface PlateRegion {
  /** Province character, e.g. 浙. */
  province: string;
  /** The city's issuing letter, e.g. A. */
  issuer: string;
  /** Other issuing letters of the same province (its other cities). */
  otherIssuers: string;
}

export const HANGZHOU: PlateRegion = { province: '浙', issuer: 'A', otherIssuers: 'BCDEFGHJKL' };
export const SUZHOU: PlateRegion = { province: '苏', issuer: 'E', otherIssuers: 'ABCDFGHJKLMN' };

const VISITING = ['沪A', '沪B', '苏A', '苏E', '皖A', '赣A', '京A', '粤B', '闽D', '鲁B', '浙A', '川A'];
const DIGITS = '0123456789';
const NEW_ENERGY_SMALL = 'DDDDDFFAB';
const NEW_ENERGY_LARGE = 'DF';

const pick = <T>(rng: Rng, items: ArrayLike<T>): T => items[Math.floor(rng() * items.length)]!;
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => pick(rng, DIGITS)).join('');

/** A five-place ordinary serial: usually digits, sometimes one or two letters (never I or O). */
function ordinarySerial(rng: Rng): string {
  const places = digits(rng, 5).split('');
  const letters = rng() < 0.35 ? (rng() < 0.5 ? 1 : 2) : 0;
  for (let i = 0; i < letters; i++) places[Math.floor(rng() * 5)] = pick(rng, PLATE_LETTERS);
  return places.join('');
}

function kindOf(rng: Rng, mix: Record<SampleKind, number>): SampleKind {
  const total = Object.values(mix).reduce((a, b) => a + b, 0);
  let roll = rng() * total;
  for (const [kind, weight] of Object.entries(mix) as [SampleKind, number][]) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'local';
}

/** One random plate of the region's city, drawn from the mix. */
export function randomPlate(rng: Rng, region: PlateRegion = HANGZHOU, mix = CITY_PLATE_MIX): PlateSample {
  const home = `${region.province}${region.issuer}`;
  const yellow = PlateColor.YELLOW;
  switch (kindOf(rng, mix)) {
    case 'local':
      return { plateNo: `${home}${ordinarySerial(rng)}`, plateColor: undefined, category: 'ordinary' };
    case 'province':
      return {
        plateNo: `${region.province}${pick(rng, region.otherIssuers)}${ordinarySerial(rng)}`,
        plateColor: undefined,
        category: 'ordinary',
      };
    case 'visitor':
      return { plateNo: `${pick(rng, VISITING)}${ordinarySerial(rng)}`, plateColor: undefined, category: 'ordinary' };
    case 'newEnergy': {
      const second = rng() < 0.8 ? pick(rng, DIGITS) : pick(rng, PLATE_LETTERS);
      const plateNo = `${home}${pick(rng, NEW_ENERGY_SMALL)}${second}${digits(rng, 4)}`;
      return { plateNo, plateColor: undefined, category: 'newEnergy' };
    }
    case 'newEnergyLarge':
      return {
        plateNo: `${home}${digits(rng, 5)}${pick(rng, NEW_ENERGY_LARGE)}`,
        plateColor: yellow,
        category: 'newEnergy',
      };
    case 'largeYellow':
      return { plateNo: `${home}${digits(rng, 5)}`, plateColor: yellow, category: 'ordinary' };
    case 'coach':
      return { plateNo: `${home}${digits(rng, 4)}学`, plateColor: yellow, category: 'coach' };
    case 'police':
      return { plateNo: `${home}${digits(rng, 4)}警`, plateColor: undefined, category: 'police' };
    case 'hongKong':
      return { plateNo: `粤Z${digits(rng, 4)}港`, plateColor: undefined, category: 'hongKong' };
  }
}
