import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { SelectFilter } from '../../../components/desk';
import { parkOptions, parksQuery } from '../api/parks';

/** A select of one of the operator's parks (their names shown), loading while they are read; the rest as antd's Select. */
export function ParkSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const parks = useQuery(parksQuery);
  return <Select loading={parks.isPending} options={parkOptions(parks.data)} {...props} />;
}

/** 车场 as a list's filter (`parkId`; 全部: any of the operator's parks). */
export function ParkFilter({ width }: { width: number }) {
  const parks = useQuery(parksQuery);
  return (
    <SelectFilter
      name="parkId"
      label="车场"
      width={width}
      loading={parks.isPending}
      options={parkOptions(parks.data)}
    />
  );
}
