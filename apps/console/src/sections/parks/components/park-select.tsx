import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { SelectFilter } from '../../../components/desk';
import { LabelledSelect } from '../../../components/labelled-select';
import { parkOptions, parksQuery } from '../api/parks';

/** A select of one of the operator's parks (their names shown), loading while they are read; the rest as antd's Select. */
export function ParkSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const parks = useQuery(parksQuery);
  return <Select loading={parks.isPending} options={parkOptions(parks.data)} {...props} />;
}

/** 车场 above a park's screen, labelled (`id` ties the label to the select); `children` stand beside it (its actions). */
export function ParkPicker({
  id,
  value,
  onChange,
  children,
}: {
  id: string;
  value: string | undefined;
  onChange: (parkId: string) => void;
  children?: ReactNode;
}) {
  const parks = useQuery(parksQuery);
  return (
    <LabelledSelect
      id={id}
      label="车场"
      width={260}
      loading={parks.isPending}
      options={parkOptions(parks.data)}
      value={value}
      onChange={onChange}
    >
      {children}
    </LabelledSelect>
  );
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
