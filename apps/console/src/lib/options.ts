/** The options of a choice (a select, a filter): each of `values`, in their order, shown as `text` says. */
export const optionsOf = <V extends string>(values: readonly V[], text: Record<V, string>) =>
  values.map((value) => ({ value, label: text[value] }));
