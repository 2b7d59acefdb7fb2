import { z } from 'zod';

/** The id (a uuid) of something a request names, its problem said of it: `订单编号格式不正确`. */
export const uuidOf = (what: string) => z.uuid({ error: `${what}格式不正确` });

/** The id (a uuid) of something that must exist (a park, a plan in a path): a malformed one is `车场不存在` too. */
export const existingUuidOf = (what: string) => z.uuid({ error: `${what}不存在` });
