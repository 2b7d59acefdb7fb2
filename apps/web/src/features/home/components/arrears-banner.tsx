import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { arrearsQuery } from '../../../api/parking/home-parking';
import { href, PAY_ARREARS_PATH } from '../../../lib/paths';
import styles from './arrears-banner.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/** The arrears banner (spec section 4): one arrears goes to /payPage, several to /multiPayPage?arrearsOnly=1. */
export function ArrearsBanner() {
  const arrears = useQuery(arrearsQuery());
  const list = arrears.data?.results ?? [];
  if (list.length === 0) return null;
  const [only] = list;
  const to =
    list.length === 1 && only
      ? href(screen.payPage, { uniqueId: only.uniqueId, parkId: only.parkId, isArreas: 1 })
      : PAY_ARREARS_PATH;
  return (
    <Link className={styles.banner} to={to} role="alert">
      <span>
        {list.length === 1 && only ? `${only.formatPlateNo} 有 1 笔欠费待补缴` : `您有 ${list.length} 笔欠费待补缴`}
      </span>
      <span className={styles.action}>立即补缴</span>
    </Link>
  );
}
