import { Limits, type PlateColor } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useEffectEvent, useImperativeHandle, useReducer, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { NEW_ENERGY_SLOT_INDEX } from './boards';
import styles from './plate-input.module.css';
import { PlateKeyboard } from './plate-keyboard';
import {
  activeBoard,
  canSearch,
  initPlateInput,
  isKeyboardOpen,
  isSlotEnabled,
  plateInputReducer,
  plateNoOf,
  showsPlaceholder,
} from './plate-input-state';

export const YELLOW_PLATE_LABEL = '大中型车辆（黄牌车）';
export const DEFAULT_SEARCH_TEXT = '查询缴费';
const PLACEHOLDER = '请输入车牌号';
const NEW_ENERGY_PLACEHOLDER = '新能源';

/** What the parent can do besides typing: refill from a history tag, open or close the keyboard. */
export interface PlateInputHandle {
  /** Replaces the whole plate (split with plateSlots) and the yellow flag; closes the keyboard. */
  setPlate: (plateNo: string, plateColor?: PlateColor | null) => void;
  /** Opens the keyboard on the 1-based slot, or on the first empty slot. */
  open: (slot?: number) => void;
  close: () => void;
}

export interface PlateInputProps {
  /** The plate to start with (e.g. the driver's default vehicle); later changes are ignored, use the ref. */
  defaultValue?: { plateNo: string; plateColor?: PlateColor | null };
  /**
   * The dealer's paramConfigs province ('浙' or '浙A'): prefilled into slots 1–2 while the plate is empty. It may
   * arrive after the first render; it is applied then, unless the driver has typed already.
   */
  defaultProvince?: string | null;
  /**
   * Every change of plate (normalised, empty slots skipped) or yellow flag (2 or undefined); also once on mount when
   * the plate starts non-empty (defaultValue, prefill).
   */
  onChange?: (plateNo: string, plateColor: PlateColor | undefined) => void;
  /** Shows the search button, enabled once slots 1–7 are filled. Validating the plate is the caller's. */
  onSearch?: (plateNo: string, plateColor: PlateColor | undefined) => void;
  /** The configured search button text; 查询缴费 when missing. */
  searchText?: string | null;
  /** A search is under way: the button spins and cannot be pressed again. */
  searching?: boolean;
  /** Offers the yellow-plate checkbox (on by default); off where the plate's colour does not matter. */
  yellowPlate?: boolean;
  ref?: Ref<PlateInputHandle>;
}

function slotLabel(index: number, value: string): string {
  const kind = index === NEW_ENERGY_SLOT_INDEX ? '（新能源）' : '';
  return `第${index + 1}位${kind}，${value === '' ? '空' : value}`;
}

function keyboardStatus(active: number | null, plateNo: string): string {
  const slot = active === null ? '' : `正在输入第${active + 1}位`;
  return plateNo === '' ? slot : `${slot}，已输入${plateNo}`;
}

/**
 * Plate entry (spec sections 4 and 5): 8 slots typed on a custom keyboard (no system keyboard), the yellow-plate
 * checkbox and, with `onSearch`, the search button. The rules live in plate-input-state.ts.
 */
export function PlateInput({
  defaultValue,
  defaultProvince,
  onChange,
  onSearch,
  searchText,
  searching = false,
  yellowPlate = true,
  ref,
}: PlateInputProps) {
  const [state, dispatch] = useReducer(
    plateInputReducer,
    { plateNo: defaultValue?.plateNo, plateColor: defaultValue?.plateColor, defaultProvince },
    initPlateInput,
  );

  // paramConfigs usually arrives after the first render.
  const [appliedProvince, setAppliedProvince] = useState(defaultProvince);
  if (defaultProvince !== appliedProvince) {
    setAppliedProvince(defaultProvince);
    dispatch({ type: 'prefill', province: defaultProvince });
  }

  useImperativeHandle(
    ref,
    () => ({
      setPlate: (plateNo, plateColor) => dispatch({ type: 'setPlate', plateNo, plateColor }),
      open: (slot) => dispatch({ type: 'focus', index: slot === undefined ? undefined : slot - 1 }),
      close: () => dispatch({ type: 'close' }),
    }),
    [],
  );

  const plateNo = plateNoOf(state);
  const { plateColor } = state;
  // Starts empty, so a plate that starts non-empty (defaultValue, prefill) is reported once on mount, normalised.
  const reported = useRef<{ plateNo: string; plateColor: PlateColor | undefined }>({
    plateNo: '',
    plateColor: undefined,
  });
  const report = useEffectEvent((next: { plateNo: string; plateColor: PlateColor | undefined }) => {
    if (next.plateNo === reported.current.plateNo && next.plateColor === reported.current.plateColor) return;
    reported.current = next;
    onChange?.(next.plateNo, next.plateColor);
  });
  useEffect(() => report({ plateNo, plateColor }), [plateNo, plateColor]);

  const open = isKeyboardOpen(state);
  const slotsRef = useRef<HTMLDivElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);

  // While open: a tap outside the slots and the keyboard closes it; a hardware keyboard types (desktop browsers).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (slotsRef.current?.contains(target) || sheetRef.current?.contains(target))) return;
      dispatch({ type: 'close' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      if (event.key === 'Escape' || event.key === 'Enter') dispatch({ type: 'close' });
      else if (event.key === 'Backspace') dispatch({ type: 'backspace' });
      else if (/^[a-z0-9]$/i.test(event.key)) dispatch({ type: 'key', value: event.key.toUpperCase() });
      else return;
      event.preventDefault();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const search = () => {
    dispatch({ type: 'close' });
    onSearch?.(plateNo, plateColor);
  };

  return (
    <div className={styles.root}>
      <div ref={slotsRef} className={styles.slots} role="group" aria-label="车牌号">
        {state.slots.map((value, index) => {
          const newEnergy = index === NEW_ENERGY_SLOT_INDEX;
          const classes = [
            styles.slot,
            newEnergy ? styles.newEnergy : '',
            newEnergy && value !== '' ? styles.filled : '',
            value.length > 1 ? styles.wide : '',
            value === 'WJ' ? styles.armedPolice : '',
            state.active === index ? styles.active : '',
          ];
          return (
            <button
              key={index}
              type="button"
              className={classes.join(' ')}
              style={{ gridColumn: index + 1 }}
              aria-label={slotLabel(index, value)}
              aria-current={state.active === index ? 'true' : undefined}
              disabled={!isSlotEnabled(state, index)}
              onClick={() => dispatch({ type: 'focus', index })}
            >
              {value === '' && newEnergy ? <span className={styles.hint}>{NEW_ENERGY_PLACEHOLDER}</span> : value}
            </button>
          );
        })}
        {showsPlaceholder(state) && (
          <span className={styles.placeholder} style={{ gridColumn: `1 / ${Limits.PLATE_REQUIRED_SLOTS + 1}` }}>
            {PLACEHOLDER}
          </span>
        )}
      </div>

      {yellowPlate && (
        <label className={styles.yellow}>
          <input
            type="checkbox"
            checked={plateColor !== undefined}
            onChange={(event) => dispatch({ type: 'setYellow', yellow: event.target.checked })}
          />
          <span>{YELLOW_PLATE_LABEL}</span>
        </label>
      )}

      {onSearch && (
        <Button
          // No margin of its own: antd-mobile's .adm-button sets margin 0 at the same specificity, so one here would
          // depend on the order stylesheets load in; the 44 px yellow-plate label above spaces it.
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!canSearch(state)}
          loading={searching}
          onClick={search}
        >
          {searchText || DEFAULT_SEARCH_TEXT}
        </Button>
      )}

      {open &&
        createPortal(
          <PlateKeyboard
            ref={sheetRef}
            board={activeBoard(state)}
            onKey={(value) => dispatch({ type: 'key', value })}
            onBackspace={() => dispatch({ type: 'backspace' })}
            onToggleSpecial={() => dispatch({ type: 'toggleSpecial' })}
            onSwitchProvince={() => dispatch({ type: 'focus', index: 0 })}
            status={keyboardStatus(state.active, plateNo)}
            onDone={() => dispatch({ type: 'close' })}
          />,
          document.body,
        )}
    </div>
  );
}
