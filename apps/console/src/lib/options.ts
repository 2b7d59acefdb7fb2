/** The options of a choice (a select, a filter): each of `values`, in their order, shown as `text` says. */
export const optionsOf = <V extends string>(values: readonly V[], text: Record<V, string>) =>
  values.map((value) => ({ value, label: text[value] }));

/**
 * The options of a choice whose labels are written where it is used: `{ value: label, … }`, in the written order (the
 * values are names, not numbers, whose order JavaScript would change).
 */
export const optionsOfText = (text: Record<string, string>) =>
  Object.entries(text).map(([value, label]) => ({ value, label }));
