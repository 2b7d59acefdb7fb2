import Button, { type ButtonProps } from 'antd-mobile/es/components/button';

/**
 * The screen's main action where it stands in the content (BottomButton is the one in the bar at the bottom): a large
 * primary button across the screen's width.
 */
export function MainButton(props: Omit<ButtonProps, 'block' | 'color' | 'size'>) {
  return <Button block color="primary" size="large" {...props} />;
}
