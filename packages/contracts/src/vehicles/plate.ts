/**
 * Chinese licence plates: the one parser the plate keyboard, the server (plates from drivers and gate cameras) and the
 * device simulator share. `parsePlate` normalises, classifies and validates; everything else here derives from it.
 *
 * Formats, after normalisation (`P` = one of the 31 province characters, `L` = a letter A–Z without I and O,
 * `X` = a digit or an `L` letter, `C` = the issuing-office letter: A–Z without I):
 *
 * | category      | form                                  | rule                                                  |
 * |---------------|---------------------------------------|-------------------------------------------------------|
 * | ordinary      | P C XXXXX            浙A12345         | GA 36-2018 small (blue) and large (yellow) plates     |
 * | newEnergy     | P C E X dddd         粤BD12345        | GA 36-2018 small new-energy plate (gradient green)    |
 * |               | P C ddddd E          粤B12345D        | GA 36-2018 large new-energy plate (yellow-green)      |
 * | police        | P C XXXX 警          京A0006警        | GA 36-2018 police plate (white)                       |
 * | coach         | P C XXXX 学          浙A1234学        | GA 36-2018 coach plate (yellow)                       |
 * | trailer       | P C XXXX 挂          粤B1234挂        | GA 36-2018 trailer plate (yellow)                     |
 * | consulate     | P C XXXX 领          沪A1234领        | GA 36-2018 consulate plate (black)                    |
 * | hongKong      | 粤Z XXXX 港          粤Z1234港        | GA 36-2018 Hong Kong cross-border plate (black)       |
 * | macao         | 粤Z XXXX 澳          粤Z1234澳        | GA 36-2018 Macao cross-border plate (black)           |
 * | embassy       | dddddd 使 / 使 dddddd 224123使       | GA 36-2018 embassy plate: 3-digit mission + 3 digits  |
 * | emergency     | P L XXXX 应急        琼X1234应急      | 2018 State Council notice on 应急救援专用号牌 (white)   |
 * | armedPolice   | WJ [P] dddd S        WJ粤1234X        | 2012-pattern armed police plate (white, red WJ)       |
 *
 * `E` is a new-energy letter: D A B C E for pure electric, F G H J K for the rest (plug-in hybrid, range extender,
 * fuel cell). GA 36-2018 started with D and F only and reserves the other eight for when a series runs out (some
 * cities issue them already), at the first serial place on small plates and the last on large ones. `S` (the last
 * WJ character) is a digit, a service letter (J guard, B border, T transport, X fire…) or, on older plates, one of
 * 消 边 通 森 金 警 电; without a province the plate belongs to the headquarters (WJ12345, WJ1234J).
 *
 * Ambiguities, decided in favour of accepting real plates (a wrongly accepted plate only finds no parking bill,
 * a wrongly refused one stops a driver from paying):
 * - The issuing-office letter may be O: provincial public-security vehicle offices issue 粤O·12345 style plates.
 *   I never appears there, and neither I nor O ever appears in a serial (GA 36-2018: they read as 1 and 0).
 * - GA 36-2018 allocates ordinary serials with at most two letters, but older and personalised numbers differ, so the
 *   number of letters in a serial is not limited.
 * - Police, coach, trailer, consulate, cross-border and emergency serials take letters as well as digits.
 * - 粤Z is in practice only issued with 港/澳, but 粤Z plus 5 characters is still accepted as an ordinary plate.
 * - Emergency plates have exactly 4 serial characters (8 characters in all, the official form); 应急 fills one slot.
 * - Military plates, 2007-pattern WJ plates (WJ01·消0010), motorcycle, temporary (临) and test (试) plates are not
 *   accepted: the keyboard cannot type them and the product does not serve them.
 * - Normalisation drops spaces, dots and dashes, upper-cases, and folds full-width letters and digits (what a Chinese
 *   input method in full-width mode types) to ASCII; every other character is refused.
 * - plateColor 2 (yellow, large and medium vehicles) is refused on plates that are never yellow (police, WJ,
 *   emergency, black plates and small new-energy plates): the lookup would find nothing, so the driver is told.
 */
import { Limits } from '../limits';

/** The 31 mainland province abbreviations, in the order the plate keyboard shows them. */
// prettier-ignore
export const PLATE_PROVINCES = [
  '京', '津', '沪', '渝', '冀', '豫', '云', '辽',
  '黑', '湘', '皖', '鲁', '新', '苏', '浙', '赣',
  '鄂', '桂', '甘', '晋', '蒙', '陕', '吉', '闽',
  '贵', '粤', '青', '藏', '川', '宁', '琼',
] as const;
export type PlateProvince = (typeof PLATE_PROVINCES)[number];

/**
 * Letters a plate serial may contain: A–Z without I and O (GA 36-2018). A keyboard may still show I and O, greyed
 * out, so the layout keeps its shape.
 */
export const PLATE_LETTERS: readonly string[] = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];
/** Letters the issuing office (second character) may be: A–Z without I; O is the public-security office. */
export const PLATE_ISSUER_LETTERS: readonly string[] = [...'ABCDEFGHJKLMNOPQRSTUVWXYZ'];
export const PLATE_DIGITS: readonly string[] = [...'0123456789'];

/** The 殊 board of the plate keyboard (spec section 4), in the spec's order; 应急 fills one slot. */
export const SPECIAL_PLATE_SUFFIXES = ['港', '澳', '学', '挂', '警', '应急'] as const;
export type SpecialPlateSuffix = (typeof SPECIAL_PLATE_SUFFIXES)[number];

/** The armed-police prefix; it fills the keyboard's first slot. */
export const ARMED_POLICE_PREFIX = 'WJ';
/** Service characters older armed-police plates end with (fire, border, transport, forest, gold, guard, hydropower). */
export const ARMED_POLICE_SERVICE_CHARS = ['消', '边', '通', '森', '金', '警', '电'] as const;

/** New-energy letters (GA 36-2018): pure electric first, then the others. */
export const NEW_ENERGY_PURE_ELECTRIC_LETTERS = ['D', 'A', 'B', 'C', 'E'] as const;
export const NEW_ENERGY_OTHER_LETTERS = ['F', 'G', 'H', 'J', 'K'] as const;

export const PlateCategory = {
  ORDINARY: 'ordinary',
  NEW_ENERGY: 'newEnergy',
  ARMED_POLICE: 'armedPolice',
  POLICE: 'police',
  EMERGENCY: 'emergency',
  HONG_KONG: 'hongKong',
  MACAO: 'macao',
  COACH: 'coach',
  TRAILER: 'trailer',
  EMBASSY: 'embassy',
  CONSULATE: 'consulate',
} as const;
export type PlateCategory = (typeof PlateCategory)[keyof typeof PlateCategory];

/**
 * Plate colour as the spec carries it: 2 is a yellow plate (large and medium vehicles); anything else is "empty",
 * i.e. not flagged. The API therefore uses `PlateColor | undefined`, never 0 or ''. GA 36-2018 colours (blue, green,
 * white, black) are not modelled: the spec has no code for them and the plate's category already implies them.
 */
export const PlateColor = { YELLOW: 2 } as const;
export type PlateColor = (typeof PlateColor)[keyof typeof PlateColor];

export const PLATE_COLOR_MESSAGE = '车牌颜色参数不正确';

/** Why a plate was refused; each reason has one user-facing message in `PLATE_ERROR_MESSAGES`. */
export type PlateErrorReason =
  'empty' | 'invalid_characters' | 'province' | 'too_short' | 'too_long' | 'letter_i_o' | 'format' | 'color_mismatch';

export const PLATE_ERROR_MESSAGES: Record<PlateErrorReason, string> = {
  empty: '请输入车牌号',
  invalid_characters: '车牌号含有无效字符',
  province: '请以省份简称开头输入车牌号',
  too_short: '请输入完整的车牌号',
  too_long: '车牌号最多8位',
  letter_i_o: '车牌号中没有字母I和O，请输入数字1和0',
  format: '请输入正确的车牌号',
  color_mismatch: '该车牌不是黄牌，请取消勾选大中型车辆（黄牌车）',
};

/** The characters that carry a category: the WJ prefix, 使 (either end) or the suffix. */
export type PlateMark = SpecialPlateSuffix | '领' | '使' | 'WJ';

export interface Plate {
  /** Normalised: upper case, no spaces, dots or dashes, e.g. 浙A12345. */
  plateNo: string;
  category: PlateCategory;
  /** Null on embassy plates and on armed-police headquarters plates. */
  province: PlateProvince | null;
  /** Issuing-office letter (rescue-team letter on emergency plates); null on armed-police and embassy plates. */
  issuer: string | null;
  /** The number itself: what is left without province, issuer and mark (12345, D12345, 1234X, 224123). */
  serial: string;
  mark: PlateMark | null;
  /** Size (small: letter first, large: letter last) and whether the letter says pure electric. */
  newEnergy: { size: 'small' | 'large'; pureElectric: boolean } | null;
  /** The colour flag the plate was checked with. */
  plateColor: PlateColor | undefined;
}

export type PlateParse = { ok: true; plate: Plate } | { ok: false; reason: PlateErrorReason; message: string };

export interface ParsePlateOptions {
  /** 2 when the driver ticked 大中型车辆（黄牌车） or a camera saw a yellow plate. */
  plateColor?: PlateColor | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Patterns

const PROVINCE = `[${PLATE_PROVINCES.join('')}]`;
const ISSUER = '[A-HJ-Z]';
const LETTER = '[A-HJ-NP-Z]';
const ALNUM = '[0-9A-HJ-NP-Z]';
const NEW_ENERGY = `[${NEW_ENERGY_PURE_ELECTRIC_LETTERS.join('')}${NEW_ENERGY_OTHER_LETTERS.join('')}]`;
const WJ_LAST = `[0-9A-HJ-NP-Z${ARMED_POLICE_SERVICE_CHARS.join('')}]`;

interface Rule {
  category: PlateCategory;
  pattern: RegExp;
  /** Whether the plate may be yellow (plateColor 2). */
  yellow: boolean;
}

// Named groups: p = province, c = issuer, s = serial, m = mark. The order does not matter: no plate matches two rules.
const RULES: Rule[] = [
  { category: 'ordinary', pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>${ALNUM}{5})`), yellow: true },
  {
    category: 'newEnergy',
    pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>${NEW_ENERGY}${ALNUM}\\d{4})`),
    yellow: false, // small new-energy plates are green; large ones (below) are yellow-green
  },
  { category: 'newEnergy', pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>\\d{5}${NEW_ENERGY})`), yellow: true },
  { category: 'police', pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>${ALNUM}{4})(?<m>警)`), yellow: false },
  { category: 'coach', pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>${ALNUM}{4})(?<m>学)`), yellow: true },
  { category: 'trailer', pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>${ALNUM}{4})(?<m>挂)`), yellow: true },
  { category: 'consulate', pattern: re(`(?<p>${PROVINCE})(?<c>${ISSUER})(?<s>${ALNUM}{4})(?<m>领)`), yellow: false },
  { category: 'hongKong', pattern: re(`(?<p>粤)(?<c>Z)(?<s>${ALNUM}{4})(?<m>港)`), yellow: false },
  { category: 'macao', pattern: re(`(?<p>粤)(?<c>Z)(?<s>${ALNUM}{4})(?<m>澳)`), yellow: false },
  { category: 'emergency', pattern: re(`(?<p>${PROVINCE})(?<c>${LETTER})(?<s>${ALNUM}{4})(?<m>应急)`), yellow: false },
  { category: 'embassy', pattern: re(`(?<s>\\d{6})(?<m>使)|(?<m2>使)(?<s2>\\d{6})`), yellow: false },
  { category: 'armedPolice', pattern: re(`(?<m>WJ)(?<p>${PROVINCE})?(?<s>\\d{4}${WJ_LAST})`), yellow: false },
];

function re(body: string): RegExp {
  return new RegExp(`^(?:${body})$`, 'u');
}

/** Every character some plate may contain. */
const PLATE_CHARS = new Set<string>([
  ...PLATE_PROVINCES,
  ...PLATE_ISSUER_LETTERS,
  'I',
  ...PLATE_DIGITS,
  ...'港澳学挂警领使应急',
  ...ARMED_POLICE_SERVICE_CHARS,
]);
const PROVINCE_SET: ReadonlySet<string> = new Set(PLATE_PROVINCES);
const HAN = /^\p{Script=Han}$/u;

// ---------------------------------------------------------------------------------------------------------------
// Normalisation and slots

// Whitespace (incl. U+3000 and no-break space), zero-width characters, dots and middle dots, hyphens and dashes.
const SEPARATORS =
  /[\s\u200b-\u200d\u2060\ufeff.\u00b7\u2022\u2027\u2219\u22c5\u30fb\uff0e\uff65\-\u2010-\u2015\u2212\ufe63\uff0d]/gu;
const FULL_WIDTH_ALNUM = /[Ａ-Ｚ０-９]/gu;

/** Upper case, full-width letters and digits folded to ASCII, spaces, dots and dashes removed: ' 浙a·1２345' → 浙A12345. */
export function normalizePlate(input: string): string {
  return input
    .toUpperCase()
    .replace(FULL_WIDTH_ALNUM, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(SEPARATORS, '');
}

/**
 * The plate (normalised first) as keyboard slots: one character per slot, except that a leading WJ and 应急 fill one
 * slot each. Valid plates give 6 to 8 slots. Works on incomplete input too.
 */
export function plateSlots(plateNo: string): string[] {
  const normalized = normalizePlate(plateNo);
  const head = normalized.startsWith(ARMED_POLICE_PREFIX) ? [ARMED_POLICE_PREFIX] : [];
  const rest = normalized.slice(head.length === 0 ? 0 : ARMED_POLICE_PREFIX.length);
  return [...head, ...Array.from(rest.matchAll(/应急|[\s\S]/gu), (m) => m[0])];
}

/** The plate the keyboard's slots spell, normalised; empty slots are skipped. */
export function joinPlateSlots(slots: readonly string[]): string {
  return normalizePlate(slots.join(''));
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing

const fail = (reason: PlateErrorReason): PlateParse => ({ ok: false, reason, message: PLATE_ERROR_MESSAGES[reason] });

function match(plateNo: string): { rule: Rule; groups: Record<string, string | undefined> } | null {
  for (const rule of RULES) {
    const m = rule.pattern.exec(plateNo);
    if (m) return { rule, groups: m.groups ?? {} };
  }
  return null;
}

// The plate with I and O read as 1 and 0 wherever a serial may be (not in WJ nor in the issuer place).
function withDigitsForIO(plateNo: string): string {
  const head = plateNo.startsWith(ARMED_POLICE_PREFIX) || PROVINCE_SET.has(plateNo.charAt(0)) ? 2 : 0;
  return plateNo.slice(0, head) + plateNo.slice(head).replace(/I/g, '1').replace(/O/g, '0');
}

function explain(plateNo: string): PlateErrorReason {
  const chars = [...plateNo];
  const first = chars[0] ?? '';
  const startsRight =
    plateNo.startsWith(ARMED_POLICE_PREFIX) || PROVINCE_SET.has(first) || first === '使' || /^\d$/.test(first);
  if (!startsRight && (HAN.test(first) || /^[A-Z]$/.test(first))) return 'province';
  if (chars.some((c) => !PLATE_CHARS.has(c))) return 'invalid_characters';
  const slots = plateSlots(plateNo).length;
  if (slots > Limits.PLATE_SLOTS) return 'too_long';
  const fewest = plateNo.startsWith(ARMED_POLICE_PREFIX) ? 6 : Limits.PLATE_REQUIRED_SLOTS;
  if (slots < fewest) return 'too_short';
  const fixed = withDigitsForIO(plateNo);
  if (fixed !== plateNo && match(fixed)) return 'letter_i_o';
  return 'format';
}

/**
 * Normalises, classifies and validates a plate. `plateColor` 2 (yellow) is checked against the category; leave it
 * out to classify the number alone. Never throws.
 */
export function parsePlate(input: string, opts: ParsePlateOptions = {}): PlateParse {
  const plateNo = normalizePlate(input);
  if (plateNo === '') return fail('empty');
  const found = match(plateNo);
  if (!found) return fail(explain(plateNo));

  const { rule, groups } = found;
  const yellow = opts.plateColor === PlateColor.YELLOW;
  if (yellow && !rule.yellow) return fail('color_mismatch');

  const serial = groups.s ?? groups.s2 ?? '';
  return {
    ok: true,
    plate: {
      plateNo,
      category: rule.category,
      province: (groups.p as PlateProvince | undefined) ?? null,
      issuer: groups.c ?? null,
      serial,
      mark: ((groups.m ?? groups.m2) as PlateMark | undefined) ?? null,
      newEnergy: rule.category === PlateCategory.NEW_ENERGY ? newEnergyOf(serial) : null,
      plateColor: yellow ? PlateColor.YELLOW : undefined,
    },
  };
}

// Small plates carry the letter first (D12345), large ones last (12345D).
function newEnergyOf(serial: string): NonNullable<Plate['newEnergy']> {
  const large = /^\d/.test(serial);
  const letter = large ? serial.slice(-1) : serial.slice(0, 1);
  return {
    size: large ? 'large' : 'small',
    pureElectric: (NEW_ENERGY_PURE_ELECTRIC_LETTERS as readonly string[]).includes(letter),
  };
}

/** Whether the text is a valid plate of any category (after normalisation), colour not considered. */
export const isValidPlate = (input: string): boolean => parsePlate(input).ok;
