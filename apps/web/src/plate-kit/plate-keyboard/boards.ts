/**
 * The plate keyboard's boards: which keys show for which slot, and which of them are greyed out. Pure data built from
 * the plate rules in @parking/contracts (vehicles/plate.ts), so the keyboard never offers what the parser refuses
 * outright (I and O in a serial, a digit as issuing office…) and the lists live in one place.
 *
 * Every board is a list of rows; a row is laid out on its own grid of `columns` equal units and each cell spans one or
 * more of them (letters span 2 of 20 so the QWERTY rows can be offset by half a key). Keys are never narrower than a
 * tenth of the screen (37.5 px at 375 px) and rows are 48 px high, so every touch target is at least 36 × 44 px.
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

// The QWERTY rows; every letter shows, I and O greyed where the slot refuses them, so the layout keeps its shape.
const QWERTY = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'].map((row) => [...row]);
const LETTER_UNITS = 20;
const SIDE_KEY_SPAN = 3;

const char = (value: string, enabled: (value: string) => boolean, span = 2): KeyCell => ({
  type: 'char',
  value,
  disabled: !enabled(value),
  span,
});
const gap = (span: number): KeyCell => ({ type: 'gap', span });
const backspace = (span: number): KeyCell => ({ type: 'backspace', span });

/** Digits row, three QWERTY rows; the last one flanked by `left` (殊 or a gap) and `right` (backspace or a gap). */
function alphanumericRows(
  enabled: (value: string) => boolean,
  left: KeyCell,
  right: KeyCell = backspace(SIDE_KEY_SPAN),
): KeyRow[] {
  const [top = [], middle = [], bottom = []] = QWERTY;
  return [
    { columns: LETTER_UNITS, cells: PLATE_DIGITS.map((d) => char(d, enabled)) },
    { columns: LETTER_UNITS, cells: top.map((l) => char(l, enabled)) },
    { columns: LETTER_UNITS, cells: [gap(1), ...middle.map((l) => char(l, enabled)), gap(1)] },
    { columns: LETTER_UNITS, cells: [left, ...bottom.map((l) => char(l, enabled)), right] },
  ];
}

const PROVINCES_PER_ROW = 9;

/** The provinces in their contract order, 9 to a row; `tail` fills the last row. */
function provinceRows(tail: (remaining: number) => KeyCell[]): KeyRow[] {
  const rows: KeyRow[] = [];
  for (let start = 0; start < PLATE_PROVINCES.length; start += PROVINCES_PER_ROW) {
    const cells = PLATE_PROVINCES.slice(start, start + PROVINCES_PER_ROW).map((p) => char(p, () => true, 1));
    rows.push({ columns: PROVINCES_PER_ROW, cells });
  }
  const last = rows[rows.length - 1];
  if (last) last.cells.push(...tail(PROVINCES_PER_ROW - last.cells.length));
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Boards

const allowAll = () => true;

const provinceBoard = (): Board => ({
  kind: 'province',
  label: BOARD_LABELS.province,
  // Last row: 藏 川 宁 琼 | WJ (2) | gap | ⌫ (2).
  rows: provinceRows((remaining) => [char(ARMED_POLICE_PREFIX, allowAll), gap(remaining - 4), backspace(2)]),
});

const issuerBoard = (): Board => ({
  kind: 'issuer',
  label: BOARD_LABELS.issuer,
  rows: alphanumericRows(isIssuerLetter, gap(SIDE_KEY_SPAN)),
});

const serialEnabled = (value: string) => isDigit(value) || LETTER_SET.has(value);

const serialBoard = (withSpecialKey: boolean): Board => ({
  kind: 'serial',
  label: BOARD_LABELS.serial,
  rows: alphanumericRows(
    serialEnabled,
    withSpecialKey ? { type: 'toggleSpecial', pressed: false, span: SIDE_KEY_SPAN } : gap(SIDE_KEY_SPAN),
  ),
});

const SPECIALS_PER_ROW = 3;

const specialBoard = (): Board => {
  const rows: KeyRow[] = [];
  for (let start = 0; start < SPECIAL_PLATE_SUFFIXES.length; start += SPECIALS_PER_ROW) {
    const cells = SPECIAL_PLATE_SUFFIXES.slice(start, start + SPECIALS_PER_ROW).map((s) => char(s, allowAll, 6));
    rows.push({ columns: LETTER_UNITS, cells: [gap(1), ...cells, gap(1)] });
  }
  rows.push({
    columns: LETTER_UNITS,
    cells: [
      { type: 'toggleSpecial', pressed: true, span: SIDE_KEY_SPAN },
      gap(LETTER_UNITS - 2 * SIDE_KEY_SPAN),
      backspace(SIDE_KEY_SPAN),
    ],
  });
  return { kind: 'special', label: BOARD_LABELS.special, rows };
};

const armedPoliceRegionBoard = (): Board => ({
  kind: 'armedPoliceRegion',
  label: BOARD_LABELS.armedPoliceRegion,
  rows: [
    { columns: PLATE_DIGITS.length, cells: PLATE_DIGITS.map((d) => char(d, allowAll, 1)) },
    // Last row: 藏 川 宁 琼 | gap | ⌫ (2).
    ...provinceRows((remaining) => [gap(remaining - 2), backspace(2)]),
  ],
});

const SERVICE_SET: ReadonlySet<string> = new Set(ARMED_POLICE_SERVICE_CHARS);
const armedPoliceLastEnabled = (value: string) => serialEnabled(value) || SERVICE_SET.has(value);

function armedPoliceSerialBoard(digitsOnly: boolean): Board {
  const enabled = digitsOnly ? isDigit : armedPoliceLastEnabled;
  // Service characters on a fifth row, backspace at its end: bottom right, as on every other board.
  const side = (LETTER_UNITS - 2 * ARMED_POLICE_SERVICE_CHARS.length) / 2;
  return {
    kind: 'armedPoliceSerial',
    label: BOARD_LABELS.armedPoliceSerial,
    rows: [
      ...alphanumericRows(enabled, gap(SIDE_KEY_SPAN), gap(SIDE_KEY_SPAN)),
      {
        columns: LETTER_UNITS,
        cells: [gap(side), ...ARMED_POLICE_SERVICE_CHARS.map((c) => char(c, enabled)), backspace(side)],
      },
    ],
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
