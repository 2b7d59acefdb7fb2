import styles from '../../../components/offer-page.module.css';

/** A labelled text input of the application forms (/mounthlyNotarize, /mounthlyEdit). */
export function Field({
  label,
  value,
  onChange,
  placeholder,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  inputMode?: 'text' | 'numeric' | 'tel';
}) {
  return (
    <label className={styles.field}>
      {label}
      <input
        className={styles.input}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
