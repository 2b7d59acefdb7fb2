import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LockBrokerAuth } from './lock-broker-auth';

/** Where an external broker's HTTP auth and ACL plugins ask (beside the API, as /metrics: no operation of it). */
export const LOCK_BROKER_HOOK = { auth: '/lock-broker/auth', acl: '/lock-broker/acl' } as const;

const digest = (text: string) => createHash('sha256').update(text).digest();
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The answer both EMQX (`result`) and mosquitto-go-auth's JSON mode (`ok`) read; always 200. */
const answer = (reply: FastifyReply, allow: boolean, why?: string) =>
  reply
    .header('cache-control', 'no-store')
    .send({ result: allow ? 'allow' : 'deny', ok: allow, ...(allow ? {} : { error: why ?? 'denied' }) });

/**
 * The lock broker's rules for an external broker (LOCK_MQTT_URL: EMQX's HTTP authenticator and authorizer,
 * mosquitto-go-auth's HTTP backend): `POST /lock-broker/auth {username, password}` and `POST /lock-broker/acl
 * {username, topic, action: publish|subscribe}` (or go-auth's `acc`: 1 read, 2 write, 3 both, 4 subscribe), JSON or
 * form, with `Authorization: Bearer <LOCK_MQTT_HOOK_TOKEN>`. The same rules as the embedded broker's hooks
 * (lock-broker-auth); the ACL also refuses a gateway disabled since it connected. Without a token: 404.
 */
export async function serveLockBrokerHook(app: FastifyInstance, auth: LockBrokerAuth, token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const guard = async (req: FastifyRequest, reply: FastifyReply) => {
      if (!expected) {
        return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: `接口不存在: POST ${req.url}` });
      }
      const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (!given || !timingSafeEqual(digest(given), expected)) {
        return reply.status(401).send({ code: ErrorCode.NOT_LOGGED_IN, message: '需要有效的地锁代理令牌' });
      }
    };

    scope.post(LOCK_BROKER_HOOK.auth, { preHandler: guard }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const signIn = await auth.authenticate(text(body.username), text(body.password));
      return answer(reply, signIn.ok, signIn.ok ? undefined : signIn.refusal);
    });

    scope.post(LOCK_BROKER_HOOK.acl, { preHandler: guard }, async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const topic = text(body.topic);
      const who = await auth.connectedAs(text(body.username));
      if (!who || !topic) return answer(reply, false, who ? 'no topic' : 'unknown or disabled');
      const action = text(body.action) ?? text(body.acc);
      const publish = action === 'publish' || action === '2' || action === '3';
      const subscribe = action === 'subscribe' || action === '1' || action === '3' || action === '4';
      if (!publish && !subscribe) return answer(reply, false, 'unknown action');
      const allowed = (!publish || auth.mayPublish(who, topic)) && (!subscribe || auth.maySubscribe(who, topic));
      return answer(reply, allowed, 'topic not allowed');
    });
  });
}
