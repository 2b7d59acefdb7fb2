import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { parkOptions, parksQuery } from '../api/parks';

/** A select of one of the operator's parks (their names shown), loading while they are read; the rest as antd's Select. */
export function ParkSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const parks = useQuery(parksQuery);
  return <Select loading={parks.isPending} options={parkOptions(parks.data)} {...props} />;
}
