import 'antd-mobile/es/components/form/index.css';
import List from 'antd-mobile/es/components/list';
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useReducer,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Check } from '../lib/form-rules';

/**
 * The app's forms (login, register, the account screens): antd-mobile's Form markup and style sheet, without its
 * engine. antd-mobile's Form brings rc-field-form, async-validator and, for the label's help popover, floating-ui:
 * about 25 KB gzip on a screen that needs a few text fields, each with one pure `Check` (lib/form-rules). Here the
 * values live in the page (`useForm`), a field is checked when it changes and every field when the form is
 * submitted, as antd-mobile's Form did; the DOM (adm-form, adm-list, adm-form-item …) is the same, so the screens
 * look the same (issue 25).
 */

type Names<V> = Extract<keyof V, string>;

export class FormStore<V> {
  private values: Partial<Record<Names<V>, string>> = {};
  private readonly errors: Partial<Record<Names<V>, string>> = {};
  /** The check of each mounted field, by name, with the field that registered it. */
  private readonly checks = new Map<Names<V>, { owner: object; check?: Check }>();
  private started = false;
  private onFinish?: (values: V) => void;

  constructor(private readonly update: () => void) {}

  getFieldValue(name: Names<V>): string | undefined {
    return this.values[name];
  }

  errorOf(name: Names<V>): string | undefined {
    return this.errors[name];
  }

  /** The first values, once (<Form initialValues>). */
  start(initial: Partial<Record<Names<V>, string>> | undefined) {
    if (this.started) return;
    this.started = true;
    this.values = { ...initial, ...this.values };
  }

  /** A typed value: kept and checked at once. */
  change(name: Names<V>, value: string) {
    this.values[name] = value;
    this.checkField(name);
    this.update();
  }

  /** What a valid submit calls (<Form onFinish>). */
  finishWith(onFinish: (values: V) => void) {
    this.onFinish = onFinish;
  }

  register(name: Names<V>, owner: object, check?: Check) {
    this.checks.set(name, { owner, check });
  }

  unregister(name: Names<V>, owner: object) {
    if (this.checks.get(name)?.owner !== owner) return;
    this.checks.delete(name);
    delete this.errors[name];
  }

  /** Every mounted field checked; onFinish with the values when none has a problem. */
  submit() {
    let ok = true;
    for (const name of this.checks.keys()) if (!this.checkField(name)) ok = false;
    this.update();
    if (ok) this.onFinish?.({ ...this.values } as V);
  }

  private checkField(name: Names<V>): boolean {
    const message = this.checks.get(name)?.check?.(this.values[name] ?? '') ?? null;
    if (message) this.errors[name] = message;
    else delete this.errors[name];
    return !message;
  }
}

/** The form's values and checks, kept by the page (which renders again on every change). */
function useForm<V>(): [FormStore<V>] {
  const [, update] = useReducer((n: number) => n + 1, 0);
  const [store] = useState(() => new FormStore<V>(update));
  return [store];
}

/** A field's current value (the page renders on every change, so this is read, not subscribed). */
function useWatch<V>(name: Names<V>, form: FormStore<V>): string | undefined {
  return form.getFieldValue(name);
}

type Layout = 'horizontal' | 'vertical';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field does not know its form's value type
const FormContext = createContext<{ form: FormStore<any> | null; layout: Layout }>({ form: null, layout: 'vertical' });

export interface PlainFormProps<V> {
  form: FormStore<V>;
  layout?: Layout;
  style?: CSSProperties;
  initialValues?: Partial<Record<Names<V>, string>>;
  onFinish: (values: V) => void;
  children: ReactNode;
}

function PlainForm<V>({ form, layout = 'vertical', style, initialValues, onFinish, children }: PlainFormProps<V>) {
  form.start(initialValues);
  useEffect(() => form.finishWith(onFinish));
  return (
    <form
      className="adm-form"
      style={style}
      // Enter in a field submits, as a tap on the screen's button does; never natively (the password in the URL).
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <FormContext.Provider value={{ form, layout }}>
        <List>{children}</List>
      </FormContext.Provider>
    </form>
  );
}

export interface FormItemProps {
  /** The value's name; without one the item only lays out its child (which keeps its own value). */
  name?: string;
  label?: ReactNode;
  /** Checked when the value changes and when the form is submitted. */
  check?: Check;
  extra?: ReactNode;
  /** The problem of an item without a name, whose value its child keeps (the picture challenge). */
  error?: string | null;
  children: ReactElement<{ id?: string; value?: string; onChange?: (value: string) => void }>;
}

/** A row of the form: antd-mobile's Form.Item markup (label, child, extra, the problem below). */
function FormItem({ name, label, check, extra, error: ownError, children }: FormItemProps) {
  const { form, layout } = useContext(FormContext);
  const [owner] = useState(() => ({}));
  if (name && form) form.register(name, owner, check);
  useEffect(() => {
    if (!name || !form) return;
    form.register(name, owner, check);
    return () => form.unregister(name, owner);
  });
  const error = name ? form?.errorOf(name) : (ownError ?? undefined);
  const child = Children.only(children);
  const id = child.props.id ?? name;
  const control =
    name && form && isValidElement(child)
      ? cloneElement(child, {
          id,
          value: form.getFieldValue(name) ?? '',
          onChange: (value: string) => {
            form.change(name, value);
            child.props.onChange?.(value);
          },
        })
      : child;
  const labelElement = label ? (
    <label className="adm-form-item-label" htmlFor={id}>
      {label}
    </label>
  ) : null;
  return (
    <List.Item
      className={`adm-form-item adm-form-item-${layout}${error ? ' adm-form-item-has-error' : ''}`}
      title={layout === 'vertical' && labelElement}
      prefix={layout === 'horizontal' && labelElement}
      extra={extra}
      description={error ? <div className="adm-form-item-feedback-error">{error}</div> : <></>}
    >
      <div className="adm-form-item-child adm-form-item-child-position-normal">
        <div className="adm-form-item-child-inner">{control}</div>
      </div>
    </List.Item>
  );
}

/** Drop-in for the part of antd-mobile's Form the app uses: `Form`, `Form.Item`, `Form.useForm`, `Form.useWatch`. */
export const Form = Object.assign(PlainForm, { Item: FormItem, useForm, useWatch });
