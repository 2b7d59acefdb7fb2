import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import type { z } from 'zod';

/** Every field of `form` with no problem: set, it clears what the last check said. */
export const withoutErrors = (form: FormInstance) =>
  (form.getFieldsError() as { name: (string | number)[] }[]).map(({ name }) => ({ name, errors: [] as string[] }));

/**
 * An antd form checked with a contract's schema on submit: each problem is shown beside its field (the server checks
 * the same schema again). `validate` resolves the parsed values, or undefined when something is wrong;
 * `whenValid(send)` is a submit that hands them to `send` only when they pass.
 */
export function useZodForm<S extends z.ZodType>(schema: S) {
  const [form] = Form.useForm();
  async function validate(): Promise<z.output<S> | undefined> {
    const values: unknown = form.getFieldsValue(true);
    const parsed = schema.safeParse(values);
    const fields = withoutErrors(form);
    if (parsed.success) {
      form.setFields(fields);
      return parsed.data;
    }
    const byField = new Map<string, string[]>();
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      byField.set(key, [...(byField.get(key) ?? []), issue.message]);
    }
    form.setFields([
      ...fields.filter(({ name }) => !byField.has(String(name[0]))),
      ...[...byField].map(([name, errors]) => ({ name, errors })),
    ]);
    return undefined;
  }
  const whenValid = (send: (body: z.output<S>) => unknown) => async () => {
    const body = await validate();
    if (body) await send(body);
  };
  return { form: form as FormInstance, validate, whenValid };
}

/**
 * A settings form over `useZodForm`: filled with `data` once it is read (and again when it changes); `save` checks it
 * and hands the parsed values to `submit`.
 */
export function useSettingsForm<S extends z.ZodType>(
  schema: S,
  data: object | undefined,
  submit: (body: z.output<S>) => void,
) {
  const { form, whenValid } = useZodForm(schema);
  useEffect(() => {
    if (data) form.setFieldsValue(data);
  }, [form, data]);
  return { form, save: whenValid(submit) };
}
