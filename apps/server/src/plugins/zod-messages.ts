import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  date: '日期',
};

const NUMERIC = new Set(['number', 'int', 'bigint']);
const LISTS = new Set(['array', 'set']);

/**
 * Short Chinese messages for the issues a driver's or operator's request typically has. Messages written into a
 * schema (e.g. 请输入正确的手机号) win over these, and issues not covered here get zod's own zh-CN wording.
 */
function shortMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '必填';
      if (issue.input === null) return '不能为空';
      return `应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `至少 ${min} 个字符`;
      if (LISTS.has(issue.origin)) return `至少 ${min} 项`;
      if (NUMERIC.has(issue.origin)) return issue.inclusive ? `不能小于 ${min}` : `必须大于 ${min}`;
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `最多 ${max} 个字符`;
      if (LISTS.has(issue.origin)) return `最多 ${max} 项`;
      if (NUMERIC.has(issue.origin)) return issue.inclusive ? `不能大于 ${max}` : `必须小于 ${max}`;
      return undefined;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `只能是 ${String(issue.values[0])}`
        : `只能是 ${issue.values.map(String).join('、')} 之一`;
    case 'invalid_format':
      return '格式不正确';
    case 'unrecognized_keys':
      return `不支持的字段 ${issue.keys.join('、')}`;
    default:
      return undefined;
  }
}

let installed = false;

/** Makes zod speak Chinese in this process (zod's config is global, so this runs once). */
export function installZodMessages(): void {
  if (installed) return;
  z.config({ ...z.locales.zhCN(), customError: shortMessage });
  installed = true;
}

/** `suffix: 必填；fileData: 不能为空`: the first few issues, each naming its field. */
export function describeIssues(issues: readonly { path: string; message: string }[], fallbackField: string): string {
  const shown = issues.slice(0, 3).map((i) => `${i.path || fallbackField}: ${i.message}`);
  return shown.join('；') + (issues.length > 3 ? ` 等 ${issues.length} 项错误` : '');
}
