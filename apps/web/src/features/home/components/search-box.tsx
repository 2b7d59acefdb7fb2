import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { Paths } from '../../../lib/paths';
import styles from './search-box.module.css';

/**
 * Looks like a search field; tapping it opens the search page, where the real input is (spec section 1). Named by
 * its visible text, so a driver using voice control can say what they see (WCAG 2.5.3).
 */
export function SearchBox() {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.box} onClick={() => navigate(Paths.SEARCH)}>
      <SearchIcon />
      <span>搜索目的地、停车场</span>
    </button>
  );
}
