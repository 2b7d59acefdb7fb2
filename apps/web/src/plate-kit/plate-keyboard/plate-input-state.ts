/**
 * The plate entry state machine (spec section 4 "Plate entry", section 5 "Plate"): pure, so every rule is unit-tested
 * without a DOM. The component (plate-input.tsx) only renders it and dispatches.
 *
 * State: 8 slots (`Limits.PLATE_SLOTS`; '' is empty), the active slot (null: keyboard hidden), the 殊 toggle and the
 * yellow-plate flag. Slot numbers below are 1-based as the driver sees them; actions and `active` are 0-based.
 *
 * Rules, each decided here once:
 * - Initially every slot is empty and the keyboard hidden; the placeholder shows while the keyboard is hidden and
 *   slots 1–7 are all empty (like an input's placeholder: focusing hides it, closing an empty plate brings it back).
 * - Default province (the dealer's paramConfigs value, '浙' or '浙A'): slot 1 gets the province, slot 2 the issuing
 *   letter when given; a value that does not start with one of the 31 provinces is ignored, and so is a second
 *   character that is not an issuing letter. It only applies while every slot is empty (it arrives asynchronously and
 *   must never overwrite what the driver typed). The keyboard stays as it was; when it opens, it opens on the next
 *   empty slot.
 * - Focus (tapping a slot) opens the keyboard on that slot when it holds a character (to correct it). Tapping an empty
 *   slot opens on the first empty slot instead, so the plate fills left to right without gaps: with 浙A prefilled,
 *   tapping anywhere right of slot 2 starts at slot 3. Focus without a slot opens on the first empty slot.
 * - A key fills the active slot (replacing what was there) and moves to the next slot. Filling the 7th slot moves to
 *   the 8th (optional, new-energy) and keeps the keyboard open; filling the 8th, the last slot, closes it. Keys the
 *   active board greys out (or does not have) are ignored.
 * - Backspace clears the active slot and stays there; on an already empty slot it clears the previous slot and moves
 *   there. On an empty slot 1 it does nothing.
 * - WJ (armed police) is typed as one key on the province board and fills slot 1. A WJ plate is `WJ [P] dddd S`
 *   (plate.ts), at most 7 slots: later slots get the WJ boards (see boards.ts), slot 8 is disabled and emptied, and
 *   filling slot 7 is the last slot, so it closes the keyboard. When slot 1 changes, slot 2 is emptied if the new
 *   slot-2 board does not offer its character: a letter when slot 1 becomes WJ (spec), a province or digit when a WJ
 *   plate gets a province again.
 * - 殊 exists only on the 7th slot of a non-WJ plate and toggles the special board 港 澳 学 挂 警 应急; any slot change
 *   (typing, backspace, focus, close) returns to the normal board. 应急 fills one slot.
 * - setPlate (a history tag) splits the plate with `plateSlots` (WJ and 应急 one slot each), sets the yellow flag from
 *   plateColor (2 = yellow, anything else not) and closes the keyboard.
 * - The plate reported is `joinPlateSlots` (normalised, empty slots skipped); search is allowed when slots 1–7 are all
 *   filled (spec: "search enabled only when the first 7 slots are filled" — this also holds for WJ plates, so a
 *   6-character WJ headquarters plate cannot be searched from the keyboard).
 * - The yellow checkbox 大中型车辆（黄牌车）: checked gives plateColor 2, unchecked undefined.
 */
import { Limits, PlateColor, joinPlateSlots, normalizePlate, plateSlots } from '@parking/contracts';
import {
  NEW_ENERGY_SLOT_INDEX,
  SPECIAL_SLOT_INDEX,
  boardFor,
  boardOffers,
  isArmedPolice,
  isIssuerLetter,
  isProvince,
  lastSlotIndex,
  type Board,
} from './boards';

export interface PlateInputState {
  /** Always `Limits.PLATE_SLOTS` entries; '' is an empty slot, 'WJ' and '应急' fill one slot each. */
  slots: readonly string[];
  /** 0-based active slot; null while the keyboard is hidden. */
  active: number | null;
  /** The 殊 board is showing (only ever true on the 7th slot). */
  special: boolean;
  plateColor: PlateColor | undefined;
}

export type PlateInputAction =
  | { type: 'focus'; index?: number }
  | { type: 'close' }
  | { type: 'key'; value: string }
  | { type: 'backspace' }
  | { type: 'toggleSpecial' }
  | { type: 'prefill'; province: string | null | undefined }
  | { type: 'setPlate'; plateNo: string; plateColor?: PlateColor | null }
  | { type: 'setYellow'; yellow: boolean };

export interface PlateInputInit {
  plateNo?: string | null;
  plateColor?: PlateColor | null;
  defaultProvince?: string | null;
}

const emptySlots = (): string[] => Array.from({ length: Limits.PLATE_SLOTS }, () => '');

const yellowOf = (plateColor: PlateColor | null | undefined): PlateColor | undefined =>
  plateColor === PlateColor.YELLOW ? PlateColor.YELLOW : undefined;

/** The slots a plate spells, cut or padded to 8. */
export function slotsOf(plateNo: string): string[] {
  const slots = plateSlots(plateNo).slice(0, Limits.PLATE_SLOTS);
  return [...slots, ...emptySlots()].slice(0, Limits.PLATE_SLOTS);
}

/** The prefill slots of a configured default province: [province] or [province, letter]; [] if unusable. */
export function prefillSlots(province: string | null | undefined): string[] {
  const [first = '', second = ''] = plateSlots(normalizePlate(province ?? ''));
  if (!isProvince(first)) return [];
  return isIssuerLetter(second) ? [first, second] : [first];
}

export function initPlateInput({ plateNo, plateColor, defaultProvince }: PlateInputInit = {}): PlateInputState {
  const initial: PlateInputState = { slots: emptySlots(), active: null, special: false, plateColor: undefined };
  if (plateNo) return plateInputReducer(initial, { type: 'setPlate', plateNo, plateColor });
  const prefilled = plateInputReducer(initial, { type: 'prefill', province: defaultProvince });
  return { ...prefilled, plateColor: yellowOf(plateColor) };
}

// ---------------------------------------------------------------------------------------------------------------
// Selectors

export const plateNoOf = (state: PlateInputState): string => joinPlateSlots(state.slots);

export const canSearch = (state: PlateInputState): boolean =>
  state.slots.slice(0, Limits.PLATE_REQUIRED_SLOTS).every((slot) => slot !== '');

export const isKeyboardOpen = (state: PlateInputState): boolean => state.active !== null;

export const showsPlaceholder = (state: PlateInputState): boolean =>
  state.active === null && state.slots.slice(0, Limits.PLATE_REQUIRED_SLOTS).every((slot) => slot === '');

/** The board of the active slot; null while the keyboard is hidden. */
export const activeBoard = (state: PlateInputState): Board | null =>
  state.active === null ? null : boardFor(state.slots, state.active, state.special);

/** Whether the 0-based slot can be focused (the 8th slot of a WJ plate cannot). */
export const isSlotEnabled = (state: PlateInputState, index: number): boolean =>
  index >= 0 && index <= lastSlotIndex(state.slots);

function firstEmpty(slots: readonly string[]): number | null {
  const last = lastSlotIndex(slots);
  const index = slots.findIndex((slot, i) => slot === '' && i <= last);
  return index === -1 ? null : index;
}

// ---------------------------------------------------------------------------------------------------------------
// Reducer

/** Slot 1 changed: empty slot 2 when its board no longer offers its character, and slot 8 on a WJ plate. */
function afterFirstSlotChange(slots: string[]): string[] {
  const second = slots[1] ?? '';
  if (second !== '' && !boardOffers(boardFor(slots, 1), second)) slots[1] = '';
  if (isArmedPolice(slots)) slots[NEW_ENERGY_SLOT_INDEX] = '';
  return slots;
}

function focus(state: PlateInputState, requested: number | undefined): PlateInputState {
  const last = lastSlotIndex(state.slots);
  const empty = firstEmpty(state.slots);
  let index = requested === undefined ? (empty ?? last) : Math.min(Math.max(requested, 0), last);
  if (state.slots[index] === '' && empty !== null) index = Math.min(index, empty);
  return { ...state, active: index, special: false };
}

function typeKey(state: PlateInputState, value: string): PlateInputState {
  const { active } = state;
  if (active === null || !boardOffers(activeBoard(state), value)) return state;
  const slots = [...state.slots];
  slots[active] = value;
  if (active === 0) afterFirstSlotChange(slots);
  const next = active >= lastSlotIndex(slots) ? null : active + 1;
  return { ...state, slots, active: next, special: false };
}

function backspace(state: PlateInputState): PlateInputState {
  const { active } = state;
  if (active === null) return state;
  const slots = [...state.slots];
  if (slots[active] !== '') {
    slots[active] = '';
    return { ...state, slots, special: false };
  }
  if (active === 0) return state;
  slots[active - 1] = '';
  return { ...state, slots, active: active - 1, special: false };
}

export function plateInputReducer(state: PlateInputState, action: PlateInputAction): PlateInputState {
  switch (action.type) {
    case 'focus':
      return focus(state, action.index);
    case 'close':
      return state.active === null && !state.special ? state : { ...state, active: null, special: false };
    case 'key':
      return typeKey(state, action.value);
    case 'backspace':
      return backspace(state);
    case 'toggleSpecial':
      if (state.active !== SPECIAL_SLOT_INDEX || isArmedPolice(state.slots)) return state;
      return { ...state, special: !state.special };
    case 'prefill': {
      const prefill = prefillSlots(action.province);
      if (prefill.length === 0 || state.slots.some((slot) => slot !== '')) return state;
      const slots = emptySlots();
      prefill.forEach((value, i) => (slots[i] = value));
      // An open keyboard moves on to the first empty slot, as if the driver had typed the prefix.
      return { ...state, slots, active: state.active === null ? null : prefill.length, special: false };
    }
    case 'setPlate':
      return { slots: slotsOf(action.plateNo), active: null, special: false, plateColor: yellowOf(action.plateColor) };
    case 'setYellow':
      return { ...state, plateColor: action.yellow ? PlateColor.YELLOW : undefined };
  }
}
