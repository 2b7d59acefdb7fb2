import type { CSSProperties, Ref } from 'react';
import type { Board, KeyCell } from './boards';
import styles from './plate-keyboard.module.css';

export interface PlateKeyboardProps {
  board: Board | null;
  onKey: (value: string) => void;
  onBackspace: () => void;
  onToggleSpecial: () => void;
  /** 切换省份: back to slot 1 and its province board. */
  onSwitchProvince: () => void;
  onDone: () => void;
  /** What a screen reader hears after each key: the slot now being typed and the plate so far. */
  status: string;
  ref?: Ref<HTMLDivElement>;
}

const span = (n: number) => ({ gridColumn: `span ${n}` }) as CSSProperties;
const columns = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }) as CSSProperties;

// Keys act on click, but must not take focus: focus would leave the slot row and, on iOS, scroll the page.
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The bottom-docked keyboard sheet: a 完成 bar and the active slot's board. Presentational; the state machine decides
 * the board and what each key does. Rendered over the page (fixed), so opening it never moves the layout.
 */
export function PlateKeyboard({
  board,
  onKey,
  onBackspace,
  onToggleSpecial,
  onSwitchProvince,
  onDone,
  status,
  ref,
}: PlateKeyboardProps) {
  const cell = (key: KeyCell, index: number) => {
    switch (key.type) {
      case 'gap':
        return <span key={`gap-${index}`} style={span(key.span)} aria-hidden="true" />;
      case 'backspace':
        return (
          <button
            key="backspace"
            type="button"
            className={`${styles.key} ${styles.function}`}
            style={span(key.span)}
            aria-label="删除"
            onMouseDown={keepFocus}
            onClick={onBackspace}
          >
            <span className={styles.cap}>⌫</span>
          </button>
        );
      case 'toggleSpecial':
        return (
          <button
            key="special"
            type="button"
            className={`${styles.key} ${styles.function} ${key.pressed ? styles.pressed : ''}`}
            style={span(key.span)}
            aria-pressed={key.pressed}
            onMouseDown={keepFocus}
            onClick={onToggleSpecial}
          >
            <span className={styles.cap}>殊</span>
          </button>
        );
      case 'switchProvince':
        return (
          <button
            key="province"
            type="button"
            className={`${styles.key} ${styles.function}`}
            style={span(key.span)}
            aria-label="切换省份"
            onMouseDown={keepFocus}
            onClick={onSwitchProvince}
          >
            <span className={`${styles.cap} ${styles.small}`}>省份</span>
          </button>
        );
      case 'char':
        return (
          <button
            key={key.value}
            type="button"
            className={styles.key}
            style={span(key.span)}
            disabled={key.disabled}
            onMouseDown={keepFocus}
            onClick={() => onKey(key.value)}
          >
            <span className={styles.cap}>{key.value}</span>
          </button>
        );
    }
  };

  return (
    <div ref={ref} className={styles.sheet} role="group" aria-label="车牌键盘" data-board={board?.kind}>
      <div className={styles.bar}>
        <button type="button" className={styles.done} onMouseDown={keepFocus} onClick={onDone}>
          完成
        </button>
      </div>
      <span className={styles.status} aria-live="polite">
        {status}
      </span>
      {board && (
        <div className={styles.board} role="group" aria-label={board.label}>
          {board.rows.map((row, rowIndex) => (
            <div key={rowIndex} className={styles.row} style={columns(row.columns)}>
              {row.cells.map(cell)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
