import { SearchIcon } from '../../../components/icons';
import styles from '../pages/search.module.css';

/** The search screens' bar: the typing is the search (the screen debounces it), so the form never submits. */
export function SearchField({
  placeholder,
  label,
  value,
  onChange,
  autoFocus,
}: {
  placeholder: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchIcon />
      <input
        className={styles.input}
        type="search"
        enterKeyHint="search"
        placeholder={placeholder}
        aria-label={label}
        maxLength={32}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoFocus={autoFocus}
      />
    </form>
  );
}
