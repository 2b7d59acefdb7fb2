import SearchBar from 'antd-mobile/es/components/search-bar';
import styles from './support.module.css';

/** 搜索常见问题: the help centre's search over its questions (/customerService/index and the FAQ lists). */
export function FaqSearch(props: { defaultValue?: string; onSearch: (text: string) => void; onClear?: () => void }) {
  return (
    <div className={styles.search}>
      <SearchBar placeholder="搜索常见问题" aria-label="搜索常见问题" {...props} />
    </div>
  );
}
