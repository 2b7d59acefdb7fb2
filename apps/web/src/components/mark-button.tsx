import { useMutation } from '@tanstack/react-query';
import { useLoginFirst } from '../lib/use-login-first';
import { Button } from './button';

/**
 * A mark the driver puts on a place (收藏, 关注), or takes off: solid while it is on, drawn quietly when off or in the
 * list of marked places (`remove`). Marks belong to an account: a visitor is sent to log in first and comes back here.
 * `toggle` puts it on or takes it off; `refresh` then reads again every list that shows it.
 */
export function MarkButton({
  on,
  remove,
  size,
  pressed,
  waiting = false,
  text,
  toggle,
  refresh,
}: {
  on: boolean;
  remove: boolean;
  size: 'normal' | 'small';
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
