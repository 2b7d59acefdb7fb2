/** Texts the request layer shows, exactly as spec section 8 and our network handling word them. */
export const ApiText = {
  PLEASE_LOGIN: '请先登录',
  LOGGED_IN_ELSEWHERE: '该账号已在其他手机登录，请重新登录或尝试修改密码。',
  NETWORK_ERROR: '网络异常，请稍后重试',
  TIMEOUT: '请求超时',
  /** When a failing response carries no message of its own. */
  FALLBACK_ERROR: '系统繁忙，请稍后再试',
  DIALOG_TITLE: '提示',
  OK: '确定',
  CANCEL: '取消',
  SUBMIT_FEEDBACK: '提交反馈',
  PAY_ARREARS_NOW: '立即补缴',
  PLATE_BOUND_BY_MISTAKE: '误绑他人车牌',
} as const;

/**
 * A refused input's message as a driver reads it: the server names each field for its developers
 * (`challengeCode: 请输入图形验证码；phone: 请输入正确的手机号`); the driver sees the messages only (issue 44).
 */
export function withoutFieldNames(message: string): string {
  return message.replace(/(^|；)[A-Za-z_][\w.]*: /g, '$1');
}
