/**
 * What `react` is in this app (vite.preact.ts aliases it here): preact/compat, plus what the app relies on from React
 * 19 that Preact 10 does differently (docs/decisions/028). Imports 'preact/compat' itself, never 'react'.
 */
import compat, { useCallback, useLayoutEffect, useRef } from 'preact/compat';
import { options, type VNode } from 'preact';

// Compat's types are an `export =` namespace; at run time it is an ES module with named exports, which this passes on.
// @ts-expect-error TS2498
export * from 'preact/compat';

/**
 * React 19's `useEffectEvent`: a stable function that always calls the latest `handler`, for effects that must see
 * fresh props without re-running. The handler is updated in a layout effect, before any of the component's effects.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latestRef = useRef(handler);
  useLayoutEffect(() => {
    latestRef.current = handler;
  });
  return useCallback((...args: Args) => latestRef.current(...args), []);
}

// React keeps a controlled field showing its `value`: a character the change handler refuses (an amount's third
// decimal) does not stay in the field. Preact writes `value` only when it re-renders, and a refused character leaves
// the state as it was, so nothing re-renders. After each change (and the re-render it may cause, also a microtask),
// the field gets its last rendered value back.
const renderedValue = new WeakMap<EventTarget, unknown>();
const isField = (type: unknown) => type === 'input' || type === 'textarea';
type FieldProps = { value?: unknown; onChange?: (event: Event) => void; onInput?: (event: Event) => void };

const keepControlledValue =
  (handler: (event: Event) => void) =>
  (event: Event): void => {
    handler(event);
    const field = event.currentTarget as HTMLInputElement | null;
    if (!field) return;
    queueMicrotask(() => {
      const value = renderedValue.get(field);
      if (value !== undefined && field.value !== String(value)) field.value = String(value);
    });
  };

const previousDiffedHook = options.diffed;
options.diffed = (vnode) => {
  // `__e` is the rendered element: Preact 10's stable mangled name of vnode._dom (@preact/signals relies on it too).
  const element = (vnode as { __e?: EventTarget }).__e;
  const { value } = vnode.props as FieldProps;
  if (isField(vnode.type) && element && value !== undefined) renderedValue.set(element, value);
  previousDiffedHook?.(vnode);
};

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode & { ref?: unknown }) => {
  const { type } = vnode;
  // React 19 passes `ref` to a function component as a prop (PlateInput, PlateKeyboard take it so); Preact 10 keeps
  // it on the element and would point it at the component's internal instance. Class components keep theirs.
  if (typeof type === 'function' && !type.prototype?.render && vnode.ref) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = undefined;
  }
  const props = vnode.props as FieldProps;
  if (isField(type) && props.value !== undefined) {
    if (props.onChange) props.onChange = keepControlledValue(props.onChange);
    if (props.onInput) props.onInput = keepControlledValue(props.onInput);
  }
  previousVnodeHook?.(vnode);
};

export default { ...compat, useEffectEvent };
