import {
  ARMED_POLICE_PREFIX,
  ARMED_POLICE_SERVICE_CHARS,
  PLATE_DIGITS,
  PLATE_ISSUER_LETTERS,
  PLATE_LETTERS,
  PLATE_PROVINCES,
  SPECIAL_PLATE_SUFFIXES,
} from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { boardFor, boardOffers, type Board, type BoardKind } from './boards';

const empty = ['', '', '', '', '', '', '', ''];
const wj = ['WJ', '', '', '', '', '', '', ''];
const wjWithProvince = ['WJ', '粤', '', '', '', '', '', ''];
const wjHeadquarters = ['WJ', '1', '', '', '', '', '', ''];

const chars = (board: Board | null, disabled: boolean) =>
  board?.rows.flatMap((row) =>
    row.cells.flatMap((cell) => (cell.type === 'char' && cell.disabled === disabled ? [cell.value] : [])),
  ) ?? [];
const enabledKeys = (board: Board | null) => chars(board, false).sort();
const greyedKeys = (board: Board | null) => chars(board, true).sort();
const sorted = (...lists: readonly (readonly string[])[]) => lists.flat().sort();
const hasSpecialToggle = (board: Board | null) =>
  board?.rows.some((row) => row.cells.some((cell) => cell.type === 'toggleSpecial')) ?? false;
const hasBackspace = (board: Board | null) =>
  board?.rows.some((row) => row.cells.some((cell) => cell.type === 'backspace')) ?? false;

describe('board per slot (1-based slot numbers in the names)', () => {
  it.each<[string, readonly string[], number, boolean, BoardKind | null, boolean]>([
    ['slot 1', empty, 0, false, 'province', false],
    ['slot 2', empty, 1, false, 'issuer', false],
    ['slot 3', empty, 2, false, 'serial', false],
    ['slot 4', empty, 3, false, 'serial', false],
    ['slot 5', empty, 4, false, 'serial', false],
    ['slot 6', empty, 5, false, 'serial', false],
    ['slot 7', empty, 6, false, 'serial', true],
    ['slot 7 after 殊', empty, 6, true, 'special', true],
    ['slot 8', empty, 7, false, 'serial', false],
    ['殊 ignored on slot 3', empty, 2, true, 'serial', false],
    ['WJ slot 1', wj, 0, false, 'province', false],
    ['WJ slot 2', wj, 1, false, 'armedPoliceRegion', false],
    ['WJ slot 3', wj, 2, false, 'armedPoliceSerial', false],
    ['WJ slot 7', wj, 6, false, 'armedPoliceSerial', false],
    ['WJ slot 7, 殊 ignored', wj, 6, true, 'armedPoliceSerial', false],
    ['WJ slot 8: none', wj, 7, false, null, false],
    ['out of range', empty, 8, false, null, false],
  ])('%s', (_name, slots, index, special, kind, toggle) => {
    const board = boardFor(slots, index, special);
    expect(board?.kind ?? null).toBe(kind);
    expect(hasSpecialToggle(board)).toBe(toggle);
    if (board) expect(hasBackspace(board)).toBe(true);
  });
});

describe('keys each board offers', () => {
  it('province board: the 31 provinces in contract order, then WJ; nothing greyed', () => {
    const board = boardFor(empty, 0);
    expect(chars(board, false)).toEqual([...PLATE_PROVINCES, ARMED_POLICE_PREFIX]);
    expect(greyedKeys(board)).toEqual([]);
  });

  it('issuer board (slot 2): the issuing letters incl. O; I and the digits greyed', () => {
    const board = boardFor(empty, 1);
    expect(enabledKeys(board)).toEqual(sorted(PLATE_ISSUER_LETTERS));
    expect(greyedKeys(board)).toEqual(sorted(['I'], PLATE_DIGITS));
  });

  it.each([2, 3, 4, 5, 6, 7])('serial board (index %i): digits and letters; I and O greyed', (index) => {
    const board = boardFor(empty, index);
    expect(enabledKeys(board)).toEqual(sorted(PLATE_DIGITS, PLATE_LETTERS));
    expect(greyedKeys(board)).toEqual(['I', 'O']);
  });

  it('special board: exactly 港 澳 学 挂 警 应急, in the spec order', () => {
    const board = boardFor(empty, 6, true);
    expect(chars(board, false)).toEqual([...SPECIAL_PLATE_SUFFIXES]);
    expect(greyedKeys(board)).toEqual([]);
  });

  it('WJ slot 2: the provinces and the digits (optional province, or the first digit); no letters', () => {
    const board = boardFor(wj, 1);
    expect(enabledKeys(board)).toEqual(sorted(PLATE_DIGITS, PLATE_PROVINCES));
    expect(boardOffers(board, 'A')).toBe(false);
  });

  it.each([
    ['WJ slot 3', wj, 2],
    ['WJ slot 5', wj, 4],
    ['WJ slot 6 after a province', wjWithProvince, 5],
  ])('%s: digits only, letters and service characters greyed', (_name, slots, index) => {
    const board = boardFor(slots, index);
    expect(enabledKeys(board)).toEqual(sorted(PLATE_DIGITS));
    expect(greyedKeys(board)).toEqual(sorted(PLATE_LETTERS, ['I', 'O'], ARMED_POLICE_SERVICE_CHARS));
  });

  it.each([
    ['WJ slot 7', wjWithProvince, 6],
    ['WJ slot 6 of a headquarters plate (no province)', wjHeadquarters, 5],
    ['WJ slot 6 before slot 2 is known', wj, 5],
  ])('%s: the last character — digit, service letter or service character', (_name, slots, index) => {
    const board = boardFor(slots, index);
    expect(enabledKeys(board)).toEqual(sorted(PLATE_DIGITS, PLATE_LETTERS, ARMED_POLICE_SERVICE_CHARS));
    expect(greyedKeys(board)).toEqual(['I', 'O']);
  });
});

describe('layout', () => {
  const boards = [
    boardFor(empty, 0),
    boardFor(empty, 1),
    boardFor(empty, 2),
    boardFor(empty, 6),
    boardFor(empty, 6, true),
    boardFor(wj, 1),
    boardFor(wj, 6),
  ].filter((board): board is Board => board !== null);

  it.each(boards.map((board) => [board.kind, board] as const))('%s: every row fills its grid exactly', (_, board) => {
    for (const row of board.rows) expect(row.cells.reduce((sum, cell) => sum + cell.span, 0)).toBe(row.columns);
  });

  it.each(boards.map((board) => [board.kind, board] as const))(
    '%s: every key is at least 44 px wide on a 375 px screen (8 units to a row, less the 4 px sheet padding)',
    (_, board) => {
      const widths = board.rows.flatMap((row) =>
        row.cells.filter((cell) => cell.type !== 'gap').map((cell) => ((375 - 4) / row.columns) * cell.span),
      );
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(44);
    },
  );

  it.each(boards.map((board) => [board.kind, board] as const))(
    '%s: 删除 closes the last row; 切换省份 on every board but the province board',
    (kind, board) => {
      const last = board.rows.at(-1)?.cells ?? [];
      expect(last.at(-1)?.type).toBe('backspace');
      const switches = board.rows.flatMap((row) => row.cells.filter((cell) => cell.type === 'switchProvince'));
      expect(switches).toHaveLength(kind === 'province' ? 0 : 1);
    },
  );

  it('the special board keeps 殊 where the serial board of slot 7 has it, so it toggles in place', () => {
    const position = (board: Board | null) => {
      const rows = board?.rows ?? [];
      const last = rows.at(-1)?.cells ?? [];
      let unit = 0;
      for (const cell of last) {
        if (cell.type === 'toggleSpecial') return unit;
        unit += cell.span;
      }
      return -1;
    };
    expect(position(boardFor(empty, 6, true))).toBe(position(boardFor(empty, 6)));
    expect(position(boardFor(empty, 6))).toBeGreaterThan(0);
  });

  it('alphanumeric boards keep one shape from slot 2 to slot 8, so the keys do not jump while typing', () => {
    const shape = (board: Board | null) =>
      board?.rows.map((row) => row.cells.map((cell) => (cell.type === 'char' ? cell.value : cell.span)));
    expect(shape(boardFor(empty, 1))).toEqual(shape(boardFor(empty, 2)));
    expect(shape(boardFor(empty, 7))).toEqual(shape(boardFor(empty, 2)));
  });
});
