import { AppError, ErrorCode, errorInfo, type Envelope } from '@parking/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { describeIssues } from './zod-messages';

const CONTEXT_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

interface Failure {
  status: number;
  body: Envelope<unknown>;
}

const failure = (code: ErrorCode, message: string = errorInfo[code].message): Failure => ({
  status: errorInfo[code].status,
  body: { code, message },
});

/** Fastify's own request errors, by code, as our envelopes. */
const FRAMEWORK_FAILURES: Record<string, Failure> = {
  FST_ERR_CTP_BODY_TOO_LARGE: failure(ErrorCode.PAYLOAD_TOO_LARGE, '请求内容过大'),
  FST_ERR_CTP_INVALID_JSON_BODY: failure(ErrorCode.INVALID_INPUT, '请求体不是合法的 JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: failure(ErrorCode.INVALID_INPUT, '请求体不能为空'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: failure(ErrorCode.INVALID_INPUT, '请求长度与内容不符'),
  // Answered before routing (frameworkErrors below): a path parameter over 100 characters, a broken %-escape.
  FST_ERR_MAX_PARAM_LENGTH: failure(ErrorCode.INVALID_INPUT, '请求地址中的参数过长'),
  FST_ERR_BAD_URL: failure(ErrorCode.INVALID_INPUT, '请求地址格式错误'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, message: '请以 JSON 格式提交' },
  },
};

/** Turns any thrown error into the envelope a client may see. Only 5xx are unexpected. */
export function toFailure(error: FastifyError): Failure {
  if (error instanceof AppError) {
    const body = { code: error.code, message: error.message };
    return { status: error.status, body: error.data === undefined ? body : { ...body, data: error.data } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const field = CONTEXT_NAMES[error.validationContext ?? ''] ?? '参数';
    const issues = error.validation.map((v) => ({
      path: v.instancePath.slice(1).replaceAll('/', '.'),
      message: v.message ?? '',
    }));
    return failure(ErrorCode.INVALID_INPUT, describeIssues(issues, field));
  }
  const known = error.code ? FRAMEWORK_FAILURES[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status === 404) return failure(ErrorCode.NOT_FOUND);
  if (status === 429) return failure(ErrorCode.TOO_MANY_REQUESTS);
  if (status >= 400 && status < 500)
    return { status, body: { code: ErrorCode.INVALID_INPUT, message: errorInfo[ErrorCode.INVALID_INPUT].message } };
  return failure(ErrorCode.INTERNAL);
}

/** The one error handler: every failure becomes an envelope; 5xx details go to the log only, under the request id. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toFailure(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    else req.log.info({ code: body.code, reason: error.message }, 'request refused');
    return reply.status(status).send(body);
  });
}

/** Fastify's `frameworkErrors` option: the failures it finds before any route (and its error handler) is chosen. */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toFailure(error);
  req.log.info({ code: body.code, reason: error.message }, 'request refused');
  return reply.status(status).send(body);
}

/** Unknown paths under /api answer with the 404 envelope rather than the web app. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    code: ErrorCode.NOT_FOUND,
    message: `接口不存在: ${req.method} ${(req.url.split('?')[0] ?? '').slice(0, 200)}`,
  });
}
