import { DatePicker, Grid } from 'antd';
import type { ComponentProps } from 'react';
import './range-picker.css';

type Props = ComponentProps<typeof DatePicker.RangePicker>;

/** antd's range picker, showing one month instead of two on a phone (see range-picker.css). */
export function RangePicker(props: Props) {
  const screens = Grid.useBreakpoint();
  const phone = !!screens.xs && !screens.md;
  return <DatePicker.RangePicker {...props} classNames={phone ? { popup: { root: 'bt-one-month' } } : props.classNames} />;
}
