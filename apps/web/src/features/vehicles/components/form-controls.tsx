// Plain form controls of the vehicle screens: these forms need little, and while anything on the first screen imports
// antd-mobile's index, every antd component a lazy page uses is bundled into the first load (over the budget).

import type { ReactNode } from 'react';
import styles from './form-controls.module.css';

/** A tappable row: label on the left, value and a chevron on the right (links from a detail page). */
export function LinkRow({ label, value, onClick }: { label: string; value?: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.linkRow} onClick={onClick}>
      <span>{label}</span>
      <span className={styles.value}>{value}</span>
      <span className={styles.chevron} aria-hidden>
        ›
      </span>
    </button>
  );
}

/** A label and a value that cannot be changed here. */
export function InfoRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.infoRow}>
      <span>{label}</span>
      <span className={styles.value}>{value}</span>
    </div>
  );
}

/** One choice out of a few, as radio buttons with an optional description each. */
export function OptionList<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T | undefined;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.optionText}>
            <span>{option.label}</span>
            {option.description && <span className={styles.description}>{option.description}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A text field with its label above it. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  multiline = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength: number;
  multiline?: boolean;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.legend}>{label}</span>
      {multiline ? (
        <>
          <textarea
            className={styles.input}
            rows={3}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className={styles.count}>
            {value.length}/{maxLength}
          </span>
        </>
      ) : (
        <input
          className={styles.input}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </label>
  );
}
