import 'antd-mobile/es/components/switch/switch.css';
import styles from './switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The setting it turns on and off, e.g. 关怀模式 (the switch has no visible text of its own). */
  'aria-label': string;
  disabled?: boolean;
  /** A change is being saved: the handle spins and the switch takes no taps. */
  loading?: boolean;
}

/**
 * antd-mobile's switch drawn on a native `<button role="switch">`: antd-mobile 5 renders a `<div role="switch">`
 * that takes no focus and ignores Space and Enter, so a keyboard or switch-access user could not reach it (issue 26).
 * Same classes, so it looks the same; the button adds the focus ring and a 44 px high target.
 */
export function Switch({ checked, onChange, disabled = false, loading = false, ...rest }: SwitchProps) {
  const off = disabled || loading;
  const classes = ['adm-switch', styles.switch, checked && 'adm-switch-checked', off && 'adm-switch-disabled'];
  return (
    <button
      type="button"
      role="switch"
      className={classes.filter(Boolean).join(' ')}
      aria-checked={checked}
      aria-label={rest['aria-label']}
      aria-busy={loading || undefined}
      disabled={off}
      onClick={() => onChange(!checked)}
    >
      <span className="adm-switch-checkbox">
        <span className="adm-switch-handle" />
        <span className="adm-switch-inner" />
      </span>
    </button>
  );
}
