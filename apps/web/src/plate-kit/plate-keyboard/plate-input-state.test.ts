import { Limits, PlateColor, SPECIAL_PLATE_SUFFIXES, isValidPlate, parsePlate, plateSlots } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastSlotIndex } from './boards';
import {
  activeBoard,
  canSearch,
  initPlateInput,
  isKeyboardOpen,
  isSlotEnabled,
  plateInputReducer,
  plateNoOf,
  prefillSlots,
  showsPlaceholder,
  type PlateInputAction,
  type PlateInputState,
} from './plate-input-state';

const run = (state: PlateInputState, ...actions: PlateInputAction[]) => actions.reduce(plateInputReducer, state);
const keys = (...values: string[]): PlateInputAction[] => values.map((value) => ({ type: 'key', value }));
const focus = (index?: number): PlateInputAction => ({ type: 'focus', index });
const BACKSPACE: PlateInputAction = { type: 'backspace' };
const SPECIAL: PlateInputAction = { type: 'toggleSpecial' };
const CLOSE: PlateInputAction = { type: 'close' };
const setPlate = (plateNo: string, plateColor?: PlateColor | null): PlateInputAction => ({
  type: 'setPlate',
  plateNo,
  plateColor,
});
const slotsOf = (...values: string[]) => [...values, '', '', '', '', '', '', '', ''].slice(0, 8);
const fresh = () => initPlateInput();
/** The plate typed on an open keyboard, starting at slot 1, toggling 殊 for the 7th slot when needed. */
const typeWhole = (plateNo: string, state = run(fresh(), focus(0))) =>
  plateSlots(plateNo).reduce(
    (s, value, i) =>
      run(s, ...(i === 6 && (SPECIAL_PLATE_SUFFIXES as readonly string[]).includes(value) ? [SPECIAL] : []), {
        type: 'key',
        value,
      }),
    state,
  );

describe('initial state', () => {
  it('has 8 empty slots, the keyboard hidden, the placeholder showing, no yellow flag, no search', () => {
    const state = fresh();
    expect(state.slots).toEqual(slotsOf());
    expect(state.slots).toHaveLength(Limits.PLATE_SLOTS);
    expect(isKeyboardOpen(state)).toBe(false);
    expect(activeBoard(state)).toBeNull();
    expect(showsPlaceholder(state)).toBe(true);
    expect(state.plateColor).toBeUndefined();
    expect(canSearch(state)).toBe(false);
    expect(plateNoOf(state)).toBe('');
  });

  it('starts from a given plate (split) and colour, the keyboard hidden', () => {
    const state = initPlateInput({ plateNo: '粤b·d12345', plateColor: PlateColor.YELLOW, defaultProvince: '浙' });
    expect(state.slots).toEqual(slotsOf('粤', 'B', 'D', '1', '2', '3', '4', '5'));
    expect(state.plateColor).toBe(PlateColor.YELLOW);
    expect(state.active).toBeNull();
  });
});

describe('focus and close', () => {
  it('focusing a slot opens the keyboard on it and hides the placeholder', () => {
    const state = run(fresh(), focus(0));
    expect(state.active).toBe(0);
    expect(isKeyboardOpen(state)).toBe(true);
    expect(showsPlaceholder(state)).toBe(false);
    expect(activeBoard(state)?.kind).toBe('province');
  });

  it('focus without a slot opens on the first empty slot', () => {
    expect(run(fresh(), focus()).active).toBe(0);
    expect(run(fresh(), setPlate('浙A12'), focus()).active).toBe(4);
  });

  it('tapping an empty slot right of the first empty one opens on the first empty one (no gaps)', () => {
    expect(run(fresh(), focus(5)).active).toBe(0);
    expect(run(fresh(), setPlate('浙A'), focus(7)).active).toBe(2);
  });

  it('tapping a filled slot opens on it, to correct it', () => {
    expect(run(fresh(), setPlate('浙A12345'), focus(0)).active).toBe(0);
    expect(run(fresh(), setPlate('浙A12345'), focus(4)).active).toBe(4);
  });

  it('with every slot filled, focus without a slot opens on the last one', () => {
    expect(run(fresh(), setPlate('粤BD12345'), focus()).active).toBe(7);
  });

  it('closing hides the keyboard; the placeholder comes back only if slots 1–7 are still empty', () => {
    const closedEmpty = run(fresh(), focus(0), CLOSE);
    expect(isKeyboardOpen(closedEmpty)).toBe(false);
    expect(showsPlaceholder(closedEmpty)).toBe(true);
    const closedTyped = run(fresh(), focus(0), ...keys('浙'), CLOSE);
    expect(showsPlaceholder(closedTyped)).toBe(false);
  });

  it('closing twice returns the same state', () => {
    const closed = run(fresh(), focus(0), CLOSE);
    expect(plateInputReducer(closed, CLOSE)).toBe(closed);
  });
});

describe('default province prefill', () => {
  it('fills slot 1 with a one-character province; the keyboard then opens on slot 2', () => {
    const state = initPlateInput({ defaultProvince: '浙' });
    expect(state.slots).toEqual(slotsOf('浙'));
    expect(state.active).toBeNull();
    expect(showsPlaceholder(state)).toBe(false);
    expect(run(state, focus()).active).toBe(1);
    expect(run(state, focus(6)).active).toBe(1);
  });

  it('fills slots 1 and 2 with a two-character prefix; the keyboard then opens on slot 3', () => {
    const state = initPlateInput({ defaultProvince: '浙A' });
    expect(state.slots).toEqual(slotsOf('浙', 'A'));
    expect(run(state, focus()).active).toBe(2);
    expect(activeBoard(run(state, focus()))?.kind).toBe('serial');
  });

  it.each<[string | null | undefined, string[]]>([
    ['浙', ['浙']],
    ['浙A', ['浙', 'A']],
    [' 浙a ', ['浙', 'A']],
    ['粤O', ['粤', 'O']],
    ['浙I', ['浙']],
    ['浙1', ['浙']],
    ['浙A1', ['浙', 'A']],
    ['A', []],
    ['WJ', []],
    ['杭', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('prefill of %j is %j', (province, expected) => {
    expect(prefillSlots(province)).toEqual(expected);
    expect(initPlateInput({ defaultProvince: province }).slots).toEqual(slotsOf(...expected));
  });

  it('arriving late, it fills an empty plate; an open keyboard moves on to the next empty slot', () => {
    const state = run(fresh(), focus(0), { type: 'prefill', province: '浙A' });
    expect(state.slots).toEqual(slotsOf('浙', 'A'));
    expect(state.active).toBe(2);
  });

  it('never overwrites what the driver typed', () => {
    const typed = run(fresh(), focus(0), ...keys('沪'));
    expect(run(typed, { type: 'prefill', province: '浙A' })).toBe(typed);
  });
});

describe('typing', () => {
  it('a key fills the active slot and moves to the next', () => {
    const state = run(fresh(), focus(0), ...keys('浙'));
    expect(state.slots).toEqual(slotsOf('浙'));
    expect(state.active).toBe(1);
    const next = run(state, ...keys('A'));
    expect(next.slots).toEqual(slotsOf('浙', 'A'));
    expect(next.active).toBe(2);
  });

  it('a key replaces the character of a filled slot and moves on', () => {
    const state = run(fresh(), setPlate('浙A12345'), focus(3), ...keys('9'));
    expect(plateNoOf(state)).toBe('浙A19345');
    expect(state.active).toBe(4);
  });

  it('filling the 7th slot moves to the 8th (new-energy) and keeps the keyboard open', () => {
    const state = run(fresh(), focus(0), ...keys('浙', 'A', '1', '2', '3', '4', '5'));
    expect(state.active).toBe(7);
    expect(isKeyboardOpen(state)).toBe(true);
    expect(activeBoard(state)?.kind).toBe('serial');
    expect(canSearch(state)).toBe(true);
  });

  it('filling the 8th (last) slot closes the keyboard', () => {
    const state = run(fresh(), focus(0), ...keys('粤', 'B', 'D', '1', '2', '3', '4', '5'));
    expect(state.active).toBeNull();
    expect(plateNoOf(state)).toBe('粤BD12345');
    expect(parsePlate(plateNoOf(state)).ok).toBe(true);
  });

  it('correcting the 8th slot also closes the keyboard', () => {
    expect(run(fresh(), setPlate('粤BD12345'), focus(7), ...keys('6')).active).toBeNull();
  });

  it.each<[string, number, string]>([
    ['a digit on the province board', 0, '1'],
    ['a letter on the province board', 0, 'A'],
    ['a digit as issuing letter', 1, '1'],
    ['I as issuing letter', 1, 'I'],
    ['I in a serial', 2, 'I'],
    ['O in a serial', 2, 'O'],
    ['a province in a serial', 2, '浙'],
    ['a special suffix without 殊', 6, '港'],
    ['a lower-case letter', 2, 'a'],
    ['WJ anywhere but slot 1', 2, 'WJ'],
  ])('ignores %s', (_name, index, value) => {
    const state = run(fresh(), setPlate('浙A12345'.slice(0, index)), focus(index));
    expect(run(state, { type: 'key', value })).toBe(state);
  });

  it('accepts O as issuing letter (public-security office plates)', () => {
    expect(run(fresh(), focus(0), ...keys('粤', 'O')).slots).toEqual(slotsOf('粤', 'O'));
  });

  it('ignores keys while the keyboard is hidden', () => {
    const state = fresh();
    expect(run(state, ...keys('浙'))).toBe(state);
  });
});

describe('backspace', () => {
  it('clears a filled active slot and stays on it', () => {
    const state = run(fresh(), setPlate('浙A12345'), focus(3), BACKSPACE);
    expect(state.slots).toEqual(slotsOf('浙', 'A', '1', '', '3', '4', '5'));
    expect(state.active).toBe(3);
  });

  it('on an empty slot, clears the previous slot and moves there', () => {
    const state = run(fresh(), focus(0), ...keys('浙', 'A', '1'), BACKSPACE);
    expect(state.slots).toEqual(slotsOf('浙', 'A'));
    expect(state.active).toBe(2);
  });

  it('on the empty 8th slot, clears the 7th and moves there', () => {
    const state = run(fresh(), focus(0), ...keys('浙', 'A', '1', '2', '3', '4', '5'), BACKSPACE);
    expect(state.slots).toEqual(slotsOf('浙', 'A', '1', '2', '3', '4'));
    expect(state.active).toBe(6);
    expect(canSearch(state)).toBe(false);
  });

  it('repeated, empties the whole plate back to slot 1', () => {
    const typed = run(fresh(), focus(0), ...keys('浙', 'A', '1', '2'));
    const state = run(typed, BACKSPACE, BACKSPACE, BACKSPACE, BACKSPACE);
    expect(state.slots).toEqual(slotsOf());
    expect(state.active).toBe(0);
  });

  it('does nothing on an empty slot 1 or with the keyboard hidden', () => {
    const atStart = run(fresh(), focus(0));
    expect(run(atStart, BACKSPACE)).toBe(atStart);
    const closed = run(fresh(), setPlate('浙A12345'));
    expect(run(closed, BACKSPACE)).toBe(closed);
  });
});

describe('WJ (armed police)', () => {
  it('the WJ key fills slot 1 as one slot and the armed-police boards follow', () => {
    const state = run(fresh(), focus(0), ...keys('WJ'));
    expect(state.slots[0]).toBe('WJ');
    expect(state.active).toBe(1);
    expect(activeBoard(state)?.kind).toBe('armedPoliceRegion');
    expect(activeBoard(run(state, ...keys('粤')))?.kind).toBe('armedPoliceSerial');
  });

  it('switching slot 1 to WJ clears a letter in slot 2 (and the 8th slot: WJ plates have 7)', () => {
    const state = run(fresh(), setPlate('粤BD12345'), focus(0), ...keys('WJ'));
    expect(state.slots).toEqual(slotsOf('WJ', '', 'D', '1', '2', '3', '4'));
    expect(state.active).toBe(1);
  });

  it('switching a WJ plate back to a province clears the province or digit in slot 2', () => {
    expect(run(fresh(), setPlate('WJ粤1234X'), focus(0), ...keys('浙')).slots).toEqual(
      slotsOf('浙', '', '1', '2', '3', '4', 'X'),
    );
    expect(run(fresh(), setPlate('WJ12345'), focus(0), ...keys('浙')).slots[1]).toBe('');
  });

  it('re-typing the same kind of slot 1 keeps slot 2', () => {
    expect(run(fresh(), setPlate('浙A12345'), focus(0), ...keys('沪')).slots[1]).toBe('A');
    expect(run(fresh(), setPlate('WJ粤1234X'), focus(0), ...keys('WJ')).slots[1]).toBe('粤');
  });

  it('slot 7 is the last slot: filling it closes the keyboard; slot 8 cannot be focused', () => {
    const state = run(fresh(), focus(0), ...keys('WJ', '粤', '1', '2', '3', '4', 'X'));
    expect(state.active).toBeNull();
    expect(plateNoOf(state)).toBe('WJ粤1234X');
    expect(isValidPlate(plateNoOf(state))).toBe(true);
    expect(canSearch(state)).toBe(true);
    expect(isSlotEnabled(state, 7)).toBe(false);
    expect(lastSlotIndex(state.slots)).toBe(6);
    expect(run(state, focus(7)).active).toBe(6);
  });

  it('takes digits only where the four digits go, and letters or 消… only as last character', () => {
    const atSlot3 = run(fresh(), focus(0), ...keys('WJ', '粤'));
    expect(run(atSlot3, ...keys('A'))).toBe(atSlot3);
    const atSlot6 = run(atSlot3, ...keys('1', '2', '3'));
    expect(run(atSlot6, ...keys('X'))).toBe(atSlot6);
    expect(run(atSlot6, ...keys('4', '消')).slots).toEqual(slotsOf('WJ', '粤', '1', '2', '3', '4', '消'));
  });

  it('a headquarters plate (no province) takes its last character at slot 6, but 7 slots are needed to search', () => {
    const state = run(fresh(), focus(0), ...keys('WJ', '1', '2', '3', '4', 'J'));
    expect(plateNoOf(state)).toBe('WJ1234J');
    expect(isValidPlate(plateNoOf(state))).toBe(true);
    expect(canSearch(state)).toBe(false);
  });

  it('has no 殊 board', () => {
    const state = run(fresh(), focus(0), ...keys('WJ', '粤', '1', '2', '3', '4'));
    expect(state.active).toBe(6);
    expect(run(state, SPECIAL)).toBe(state);
  });
});

describe('殊 special board', () => {
  const atSlot7 = () => run(fresh(), focus(0), ...keys('粤', 'Z', '1', '2', '3', '4'));

  it('toggles only on the 7th slot', () => {
    const state = atSlot7();
    expect(state.active).toBe(6);
    expect(activeBoard(run(state, SPECIAL))?.kind).toBe('special');
    expect(activeBoard(run(state, SPECIAL, SPECIAL))?.kind).toBe('serial');
    const atSlot3 = run(fresh(), focus(0), ...keys('粤', 'Z'));
    expect(run(atSlot3, SPECIAL)).toBe(atSlot3);
  });

  it.each(SPECIAL_PLATE_SUFFIXES)('%s fills the 7th slot as one slot and moves to the 8th', (suffix) => {
    const state = run(atSlot7(), SPECIAL, ...keys(suffix));
    expect(state.slots[6]).toBe(suffix);
    expect(state.active).toBe(7);
    expect(state.special).toBe(false);
    expect(plateNoOf(state)).toBe(`粤Z1234${suffix}`);
    expect(canSearch(state)).toBe(true);
  });

  it('应急 spells a valid emergency plate in 7 slots', () => {
    const state = run(fresh(), focus(0), ...keys('琼', 'X', '1', '2', '3', '4'), SPECIAL, ...keys('应急'));
    expect(plateNoOf(state)).toBe('琼X1234应急');
    expect(parsePlate(plateNoOf(state))).toMatchObject({ ok: true, plate: { category: 'emergency' } });
  });

  it('letters and digits are not on the special board', () => {
    const state = run(atSlot7(), SPECIAL);
    expect(run(state, ...keys('5'))).toBe(state);
  });

  it('any move away from the 7th slot returns to the normal board', () => {
    expect(run(atSlot7(), SPECIAL, CLOSE).special).toBe(false);
    expect(run(atSlot7(), SPECIAL, BACKSPACE).special).toBe(false);
    expect(run(atSlot7(), SPECIAL, focus(2)).special).toBe(false);
    expect(run(atSlot7(), SPECIAL, focus(6)).special).toBe(false);
  });
});

describe('setPlate (history tag)', () => {
  it.each<[string, string[]]>([
    ['浙A12345', ['浙', 'A', '1', '2', '3', '4', '5']],
    ['粤BD12345', ['粤', 'B', 'D', '1', '2', '3', '4', '5']],
    ['WJ粤1234X', ['WJ', '粤', '1', '2', '3', '4', 'X']],
    ['琼X1234应急', ['琼', 'X', '1', '2', '3', '4', '应急']],
    ['粤Z1234港', ['粤', 'Z', '1', '2', '3', '4', '港']],
    [' 浙a·12345 ', ['浙', 'A', '1', '2', '3', '4', '5']],
    ['浙A123456789', ['浙', 'A', '1', '2', '3', '4', '5', '6']],
    ['', []],
  ])('%j fills %j and closes the keyboard', (plateNo, expected) => {
    const state = run(fresh(), focus(0), setPlate(plateNo));
    expect(state.slots).toEqual(slotsOf(...expected));
    expect(state.active).toBeNull();
  });

  it.each<[PlateColor | null | undefined, PlateColor | undefined]>([
    [PlateColor.YELLOW, PlateColor.YELLOW],
    [null, undefined],
    [undefined, undefined],
  ])('plateColor %j sets the yellow flag to %j', (plateColor, expected) => {
    const yellow = run(fresh(), { type: 'setYellow', yellow: true });
    expect(run(yellow, setPlate('浙A12345', plateColor)).plateColor).toBe(expected);
  });
});

describe('yellow plate flag, plate and search', () => {
  it('checked gives plateColor 2, unchecked undefined', () => {
    const yellow = run(fresh(), { type: 'setYellow', yellow: true });
    expect(yellow.plateColor).toBe(2);
    expect(run(yellow, { type: 'setYellow', yellow: false }).plateColor).toBeUndefined();
  });

  it.each<[string, string[], boolean]>([
    ['empty', [], false],
    ['6 slots', ['浙', 'A', '1', '2', '3', '4'], false],
    ['7 slots', ['浙', 'A', '1', '2', '3', '4', '5'], true],
    ['8 slots', ['粤', 'B', 'D', '1', '2', '3', '4', '5'], true],
    ['a gap in the first 7', ['浙', 'A', '1', '', '3', '4', '5', 'D'], false],
    ['only the 8th empty', ['浙', 'A', '1', '2', '3', '4', '5', ''], true],
  ])('search with %s: %j', (_name, slots, expected) => {
    const state = { ...fresh(), slots: slotsOf(...slots) };
    expect(canSearch(state)).toBe(expected);
  });

  it('the plate skips empty slots and is normalised', () => {
    expect(plateNoOf({ ...fresh(), slots: slotsOf('浙', 'A', '', '1') })).toBe('浙A1');
  });
});

describe('every category the keyboard serves can be typed key by key', () => {
  it.each([
    ['ordinary', '浙A12345'],
    ['ordinary, public-security office O', '粤O12345'],
    ['ordinary, letters in the serial', '京AB12C3'],
    ['new energy, small', '粤BD12345'],
    ['new energy, small, newer letter', '沪AA12345'],
    ['new energy, large', '粤B12345F'],
    ['police', '京A0006警'],
    ['coach', '浙A1234学'],
    ['trailer', '粤B1234挂'],
    ['Hong Kong', '粤Z1234港'],
    ['Macao', '粤Z1234澳'],
    ['emergency', '琼X1234应急'],
    ['armed police', 'WJ粤1234X'],
    ['armed police, service character', 'WJ京1234消'],
  ])('%s: %s', (category, plateNo) => {
    const state = typeWhole(plateNo);
    expect(plateNoOf(state)).toBe(plateNo);
    expect(isValidPlate(plateNoOf(state))).toBe(true);
    expect(canSearch(state)).toBe(true);
    expect(state.active).toBe(category.startsWith('new energy') || category.startsWith('armed') ? null : 7);
  });
});

describe('invariants under any sequence of actions', () => {
  const anyKey = fc.constantFrom('浙', '粤', 'WJ', 'A', 'O', 'I', 'Z', '1', '0', '港', '应急', '消', 'x', '');
  const anyAction: fc.Arbitrary<PlateInputAction> = fc.oneof(
    fc.record({ type: fc.constant('key' as const), value: anyKey }),
    fc.constant(BACKSPACE),
    fc.constant(SPECIAL),
    fc.constant(CLOSE),
    fc.record({
      type: fc.constant('focus' as const),
      index: fc.option(fc.integer({ min: -1, max: 9 }), { nil: undefined }),
    }),
    fc.record({ type: fc.constant('prefill' as const), province: fc.constantFrom('浙', '浙A', 'x', null) }),
    fc.record({
      type: fc.constant('setPlate' as const),
      plateNo: fc.constantFrom('浙A12345', 'WJ粤1234X', '琼X1234应急', '粤BD12345', ''),
      plateColor: fc.constantFrom(PlateColor.YELLOW, null, undefined),
    }),
    fc.record({ type: fc.constant('setYellow' as const), yellow: fc.boolean() }),
  );

  it('8 slots, an active slot the plate can have, 殊 only on the 7th slot, plate spelled by the slots', () => {
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 40 }), (actions) => {
        const state = run(fresh(), ...actions);
        expect(state.slots).toHaveLength(8);
        if (state.active !== null) {
          expect(state.active).toBeGreaterThanOrEqual(0);
          expect(state.active).toBeLessThanOrEqual(lastSlotIndex(state.slots));
        }
        if (state.special) expect([state.active, state.slots[0]]).toEqual([6, expect.not.stringMatching(/^WJ$/)]);
        expect([undefined, PlateColor.YELLOW]).toContain(state.plateColor);
        expect(plateNoOf(state)).toBe(state.slots.join(''));
        for (const slot of state.slots.slice(1)) expect(slot).not.toBe('WJ');
      }),
    );
  });
});
