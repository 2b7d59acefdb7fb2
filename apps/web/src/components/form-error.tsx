/** What is wrong with the form, announced to screen readers (in the look of `className`); nothing when all is well. */
export function FormError({
  message,
  className,
}: {
  message: string | null | undefined;
  className: string | undefined;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={className}>
      {message}
    </p>
  );
}
