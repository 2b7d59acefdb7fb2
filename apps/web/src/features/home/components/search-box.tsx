import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/icons';
import { Paths } from '../../../lib/paths';
import styles from './search-box.module.css';

/** Looks like a search field; tapping it opens the search page, where the real input is (spec section 1). */
export function SearchBox() {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.box} onClick={() => navigate(Paths.SEARCH)} aria-label="搜索停车场">
      <SearchIcon />
      <span>搜索目的地、停车场</span>
    </button>
  );
}
