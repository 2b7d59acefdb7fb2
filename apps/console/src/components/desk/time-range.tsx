/**
 * A time-range filter of a desk list: one picker (to the minute) shown as `range`, kept in the hidden `from` and `to`
 * (ISO instants) that the list's schema and the URL read.
 */
import { DatePicker, Form, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { HiddenFields } from './form-dialog';

/** The URL's filters as a filter form's initial values, with the picker's `range` made from `from` and `to`. */
export function withTimeRange(raw: Record<string, string>): Record<string, unknown> {
  const { from, to } = raw;
  return { ...raw, range: from || to ? [from && dayjs(from), to && dayjs(to)] : undefined };
}

export function TimeRangeItem({ form, label }: { form: FormInstance; label: string }) {
  return (
    <>
      <Form.Item name="range" label={label}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            form.setFieldsValue({ from: range?.[0]?.toISOString(), to: range?.[1]?.toISOString() })
          }
          allowEmpty={[true, true]}
        />
      </Form.Item>
      <HiddenFields names={['from', 'to']} />
    </>
  );
}
