import { useMutation } from '@tanstack/react-query';
import { useLoginFirst } from '../lib/use-login-first';
import { Button } from './button';

/** Where a mark's button stands: its size, and whether in the list of marked places (`remove`). */
export type MarkPlacement = {
  size?: 'normal' | 'small';
  /** In the list of marked places: the button only takes the place out (取消收藏, 取消关注), drawn quietly. */
  remove?: boolean;
};

/**
 * A mark the driver puts on a place (收藏, 关注), or takes off: solid while it is on, drawn quietly when off or in the
 * list of marked places (`remove`). Marks belong to an account: a visitor is sent to log in first and comes back here.
 * `toggle` puts it on or takes it off; `refresh` then reads again every list that shows it.
 */
export function MarkButton({
  on,
  remove = false,
  size = 'normal',
  pressed,
  waiting = false,
  text,
  toggle,
  refresh,
}: MarkPlacement & {
  on: boolean;
  pressed: boolean | undefined;
  /** Whether the mark is on is still being asked. */
  waiting?: boolean;
  text: string;
  toggle: () => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const mutation = useMutation({ mutationFn: toggle, onSuccess: refresh });
  const onClick = useLoginFirst(() => mutation.mutate());
  return (
    <Button
      variant={on && !remove ? 'solid' : 'outline'}
      size={size}
      aria-pressed={pressed}
      disabled={mutation.isPending || waiting}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
