import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { driverPlatesQuery } from '../api/park-orders';
import { Loading } from '../components/loading';
import { RoadPaths } from './road-parking-page';
import styles from './road-parking.module.css';
import { QueryState } from '../../../components/query-state';

/** /roadParking/palteList (the spec's spelling): the driver's plates, and a way to add one. */
export default function RoadPlateListPage() {
  const navigate = useNavigate();
  const plates = useQuery(driverPlatesQuery());
  if (!plates.isSuccess) return <QueryState query={plates} failed="车辆加载失败" loading={<Loading />} />;
  return (
    <div>
      {plates.data.length === 0 ? (
        <PageState illustration="car" title="暂无绑定车辆" description="绑定车辆后，路内停车记录会自动出现" />
      ) : (
        <List className={styles.plates} aria-label="我的车牌">
          {plates.data.map((p) => (
            <List.Item
              key={p.plateId}
              extra={p.isDefault ? <Tag color="primary">默认</Tag> : undefined}
              description={p.plateColor === 2 ? '大中型车辆（黄牌车）' : undefined}
            >
              {p.formatPlateNo}
            </List.Item>
          ))}
        </List>
      )}
      <div style={{ margin: 16 }}>
        <Button block color="primary" onClick={() => navigate(RoadPaths.ADD_CAR)}>
          添加车辆
        </Button>
      </div>
    </div>
  );
}
