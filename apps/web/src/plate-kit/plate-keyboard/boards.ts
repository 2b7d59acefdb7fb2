/**
 * The plate keyboard's boards: which keys show for which slot, and which of them are greyed out. Pure data built from
 * the plate rules in @parking/contracts (vehicles/plate.ts), so the keyboard never offers what the parser refuses
 * outright (I and O in a serial, a digit as issuing office…) and the lists live in one place.
 *
 * Every board is a list of rows of 8 units; a cell spans one or more of them. Keys are never narrower than an eighth
 * of the screen (46.9 px at 375 px) and rows are 48 px high, so every touch target is at least 44 × 44 px. Every board
 * but the province board ends with 切换省份 (back to slot 1) and 删除.
 *
 * | board               | slot(s)                                   | keys offered (greyed: shown but disabled)            |
 * |---------------------|-------------------------------------------|------------------------------------------------------|
 * | province            | 1                                         | the 31 provinces + WJ                                |
 * | issuer              | 2                                         | A–Z incl. O (greyed: I, the digits)                  |
 * | serial              | 3–6, 8                                    | digits + A–Z (greyed: I, O)                          |
 * | serial + 殊          | 7                                         | digits + A–Z (greyed: I, O) + the 殊 toggle          |
 * | special             | 7 after 殊                                 | 港 澳 学 挂 警 应急 (应急 fills one slot) + the 殊 toggle |
 * | armedPoliceRegion   | 2 when slot 1 is WJ                       | digits + the 31 provinces                            |
 * | armedPoliceSerial   | 3–7 when slot 1 is WJ                     | digits, A–Z and 消 边 通 森 金 警 电; only digits at     |
 * |                     |                                           | 3–5, and at 6 too when slot 2 holds a province       |
 * | (none)              | 8 when slot 1 is WJ                       | a WJ plate has at most 7 slots: slot 8 is disabled   |
 *
 * The WJ boards follow `WJ [P] dddd S` (plate.ts): slot 2 is the optional province or the first digit; the four
 * digits follow; the last character S (slot 7, or slot 6 on a headquarters plate without province) is a digit, a
 * service letter or an older service character.
 */
import {
  ARMED_POLICE_PREFIX,
  ARMED_POLICE_SERVICE_CHARS,
  Limits,
  PLATE_DIGITS,
  PLATE_ISSUER_LETTERS,
  PLATE_LETTERS,
  PLATE_PROVINCES,
  SPECIAL_PLATE_SUFFIXES,
} from '@parking/contracts';

export type BoardKind = 'province' | 'issuer' | 'serial' | 'special' | 'armedPoliceRegion' | 'armedPoliceSerial';

export type KeyCell =
  | { type: 'char'; value: string; disabled: boolean; span: number }
  | { type: 'backspace'; span: number }
  | { type: 'toggleSpecial'; pressed: boolean; span: number }
  /** 切换省份: back to slot 1 and its province board. */
  | { type: 'switchProvince'; span: number }
  | { type: 'gap'; span: number };

export interface KeyRow {
  columns: number;
  cells: KeyCell[];
}

export interface Board {
  kind: BoardKind;
  /** Accessible name of the key group, e.g. 省份. */
  label: string;
  rows: KeyRow[];
}

/** 0-based index of the 7th slot: the one with the 殊 key. */
export const SPECIAL_SLOT_INDEX = Limits.PLATE_REQUIRED_SLOTS - 1;
/** 0-based index of the 8th (new-energy) slot. */
export const NEW_ENERGY_SLOT_INDEX = Limits.PLATE_SLOTS - 1;

export const BOARD_LABELS: Record<BoardKind, string> = {
  province: '省份',
  issuer: '字母',
  serial: '字母和数字',
  special: '特殊车牌',
  armedPoliceRegion: '武警省份和数字',
  armedPoliceSerial: '武警号码',
};

const PROVINCE_SET: ReadonlySet<string> = new Set(PLATE_PROVINCES);
const ISSUER_SET: ReadonlySet<string> = new Set(PLATE_ISSUER_LETTERS);
const LETTER_SET: ReadonlySet<string> = new Set(PLATE_LETTERS);
const DIGIT_SET: ReadonlySet<string> = new Set(PLATE_DIGITS);

export const isProvince = (value: string): boolean => PROVINCE_SET.has(value);
export const isIssuerLetter = (value: string): boolean => ISSUER_SET.has(value);
export const isDigit = (value: string): boolean => DIGIT_SET.has(value);
export const isArmedPolice = (slots: readonly string[]): boolean => slots[0] === ARMED_POLICE_PREFIX;

/** The last slot (0-based) the plate can have: 7 slots for a WJ plate, 8 otherwise. */
export const lastSlotIndex = (slots: readonly string[]): number =>
  isArmedPolice(slots) ? SPECIAL_SLOT_INDEX : NEW_ENERGY_SLOT_INDEX;

// ---------------------------------------------------------------------------------------------------------------
// Layout building blocks

// Eight key units to a row: 375 / 8 = 46.9 px, so every key stays a 44 × 48 px target on the narrowest phone (WCAG
// 2.5.5, issue 26). Ten keys to a row (QWERTY) would be 37.5 px wide, so the characters run in reading order:
// digits, then A–Z, every letter shown (I and O greyed where the slot refuses them) so the layout keeps its shape.
export const KEY_UNITS = 8;
const ALPHANUMERIC = [...PLATE_DIGITS, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

const char = (value: string, enabled: (value: string) => boolean, span = 1): KeyCell => ({
  type: 'char',
  value,
  disabled: !enabled(value),
  span,
});
const gap = (span: number): KeyCell => ({ type: 'gap', span });
const backspace = (span: number): KeyCell => ({ type: 'backspace', span });
// Two units: its word (省份) stays on one line even at 200% text; 删除 is a glyph and takes one.
const switchProvince: KeyCell = { type: 'switchProvince', span: 2 };

/** Cuts `keys` into rows of KEY_UNITS units; `tail` (ending with 删除) closes the last row, or a row of its own. */
function rowsOf(keys: KeyCell[], tail: KeyCell[]): KeyRow[] {
  const rows: KeyRow[] = [];
  let row: KeyCell[] = [];
  const units = (cells: KeyCell[]) => cells.reduce((sum, cell) => sum + cell.span, 0);
  for (const key of keys) {
    if (units(row) + key.span > KEY_UNITS) {
      rows.push({ columns: KEY_UNITS, cells: row });
      row = [];
    }
    row.push(key);
  }
  if (units(row) + units(tail) > KEY_UNITS) {
    rows.push({ columns: KEY_UNITS, cells: [...row, gap(KEY_UNITS - units(row))] });
    row = [];
  }
  rows.push({ columns: KEY_UNITS, cells: [...row, gap(KEY_UNITS - units(row) - units(tail)), ...tail] });
  return rows.map((r) => ({ ...r, cells: r.cells.filter((cell) => cell.span > 0) }));
}

/** Digits and A–Z, then the row's end: 殊 (or a gap), 切换省份 and 删除. */
const alphanumericRows = (enabled: (value: string) => boolean, left: KeyCell): KeyRow[] =>
  rowsOf(
    ALPHANUMERIC.map((value) => char(value, enabled)),
    [left, switchProvince, backspace(1)],
  );

// ---------------------------------------------------------------------------------------------------------------
// Boards

const allowAll = () => true;

const provinceBoard = (): Board => ({
  kind: 'province',
  label: BOARD_LABELS.province,
  rows: rowsOf(
    [...PLATE_PROVINCES, ARMED_POLICE_PREFIX].map((p) => char(p, allowAll)),
    [backspace(2)],
  ),
});

const issuerBoard = (): Board => ({
  kind: 'issuer',
  label: BOARD_LABELS.issuer,
  rows: alphanumericRows(isIssuerLetter, gap(1)),
});

const serialEnabled = (value: string) => isDigit(value) || LETTER_SET.has(value);

const serialBoard = (withSpecialKey: boolean): Board => ({
  kind: 'serial',
  label: BOARD_LABELS.serial,
  rows: alphanumericRows(serialEnabled, withSpecialKey ? { type: 'toggleSpecial', pressed: false, span: 1 } : gap(1)),
});

const specialBoard = (): Board => ({
  kind: 'special',
  label: BOARD_LABELS.special,
  // Wide keys (应急 fills one slot); 殊, 切换省份 and 删除 where the serial board has them, so 殊 toggles in place.
  rows: rowsOf(
    SPECIAL_PLATE_SUFFIXES.map((s) => char(s, allowAll, 2)),
    [gap(KEY_UNITS - 4), { type: 'toggleSpecial', pressed: true, span: 1 }, switchProvince, backspace(1)],
  ),
});

const armedPoliceRegionBoard = (): Board => ({
  kind: 'armedPoliceRegion',
  label: BOARD_LABELS.armedPoliceRegion,
  rows: rowsOf(
    [...PLATE_DIGITS, ...PLATE_PROVINCES].map((value) => char(value, allowAll)),
    [switchProvince, backspace(1)],
  ),
});

const SERVICE_SET: ReadonlySet<string> = new Set(ARMED_POLICE_SERVICE_CHARS);
const armedPoliceLastEnabled = (value: string) => serialEnabled(value) || SERVICE_SET.has(value);

function armedPoliceSerialBoard(digitsOnly: boolean): Board {
  const enabled = digitsOnly ? isDigit : armedPoliceLastEnabled;
  return {
    kind: 'armedPoliceSerial',
    label: BOARD_LABELS.armedPoliceSerial,
    rows: rowsOf(
      [...ALPHANUMERIC, ...ARMED_POLICE_SERVICE_CHARS].map((value) => char(value, enabled)),
      [switchProvince, backspace(1)],
    ),
  };
}

/**
 * The board for the 0-based slot `index` of a plate spelled by `slots`; `special` is the 殊 toggle (only honoured on
 * the 7th slot of a non-WJ plate). Null for a slot that takes nothing (the 8th slot of a WJ plate).
 */
export function boardFor(slots: readonly string[], index: number, special = false): Board | null {
  if (index < 0 || index > lastSlotIndex(slots)) return null;
  if (index === 0) return provinceBoard();
  if (isArmedPolice(slots)) {
    if (index === 1) return armedPoliceRegionBoard();
    // WJ [P] dddd S: with a province the 4 digits are slots 3–6 and S is slot 7; without one (headquarters) the digits
    // are slots 2–5 and S is slot 6. Slot 2 still empty: slot 6 may be either, so it offers both.
    const lastSerialDigit = isProvince(slots[1] ?? '') ? 5 : 4;
    return armedPoliceSerialBoard(index <= lastSerialDigit);
  }
  if (index === 1) return issuerBoard();
  if (index === SPECIAL_SLOT_INDEX) return special ? specialBoard() : serialBoard(true);
  return serialBoard(false);
}

/** Whether `value` is an enabled key of `board`. */
export function boardOffers(board: Board | null, value: string): boolean {
  return (
    board?.rows.some((row) =>
      row.cells.some((cell) => cell.type === 'char' && cell.value === value && !cell.disabled),
    ) ?? false
  );
}
