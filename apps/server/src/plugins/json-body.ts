import { AppError, ErrorCode } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The largest request body any route takes unless it says otherwise (uploads, device events and the home entries'
 * icons set their own): Fastify refuses a larger Content-Length with 413 before reading a byte, and a chunked body as
 * soon as it passes the limit. The API's bodies are small forms; Fastify's 1 MiB default let a hostile body through.
 */
export const API_BODY_LIMIT = 128 * 1024;

/** What a JSON body may hold; nothing the API takes comes near (its largest array is 200 items, its deepest 5 levels). */
export interface JsonShapeLimits {
  /** Objects and arrays nested inside each other. */
  maxDepth: number;
  /** Keys of one object. */
  maxKeys: number;
  /** Items of one array. */
  maxItems: number;
  /** Keys and items in the whole body. */
  maxMembers: number;
}

export const JSON_SHAPE_LIMITS: JsonShapeLimits = { maxDepth: 20, maxKeys: 256, maxItems: 1_000, maxMembers: 10_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

const membersProblem = (limits: JsonShapeLimits) => `字段和数组项合计超过 ${limits.maxMembers} 个`;

/**
 * Why a JSON text is refused by its shape, or undefined: one pass over the characters, outside strings counting
 * nesting and the commas of each open container, so it costs a few microseconds per kilobyte however the text is
 * built. JSON.parse, the well-formed-text walk and zod all grow with keys and depth (a 1 MB body nested 500,000 deep
 * held the event loop for seconds; 50,000 keys times 20 requests, for 10 s): they run only on texts that pass.
 * Malformed JSON may pass (the parser refuses it next); a well-formed text is counted exactly.
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits = JSON_SHAPE_LIMITS): string | undefined {
  const counts = new Int32Array(limits.maxDepth + 1); // commas seen in each open container
  const isObject = new Uint8Array(limits.maxDepth + 1);
  const empty = new Uint8Array(limits.maxDepth + 1); // nothing but whitespace since it opened
  let depth = 0;
  let members = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip the string; a backslash escapes the next character.
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === BACKSLASH) i++;
        else if (s === QUOTE) break;
      }
      if (depth > 0) empty[depth] = 0;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth > 0) empty[depth] = 0;
      if (++depth > limits.maxDepth) return `嵌套超过 ${limits.maxDepth} 层`;
      counts[depth] = 0;
      isObject[depth] = c === OPEN_OBJECT ? 1 : 0;
      empty[depth] = 1;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth === 0) return undefined; // malformed: JSON.parse says so
      if (!empty[depth] && ++members > limits.maxMembers) return membersProblem(limits);
      depth--;
    } else if (c === COMMA) {
      if (depth === 0) return undefined;
      const n = ++counts[depth]! + 1; // members of this container so far, counting the one after the comma
      if (isObject[depth] ? n > limits.maxKeys : n > limits.maxItems) {
        return isObject[depth] ? `对象的字段超过 ${limits.maxKeys} 个` : `数组超过 ${limits.maxItems} 项`;
      }
      if (++members > limits.maxMembers) return membersProblem(limits);
    } else if (depth > 0 && c !== SPACE && c !== TAB && c !== LF && c !== CR) {
      empty[depth] = 0;
    }
  }
  return undefined;
}

/** Throws the envelope's refusal when a JSON text's shape is over the limits (device bodies parse JSON themselves). */
export function assertJsonShape(text: string): void {
  const problem = jsonShapeProblem(text);
  if (problem) throw new AppError(ErrorCode.BODY_TOO_COMPLEX, `请求内容结构过于复杂：${problem}`);
}

/**
 * Replaces Fastify's JSON parser with the same parser (secure-json-parse, the app's prototype-poisoning settings)
 * behind the shape check, for every route of the app.
 */
export function installJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text);
    if (problem) return done(new AppError(ErrorCode.BODY_TOO_COMPLEX, `请求内容结构过于复杂：${problem}`), undefined);
    parse(req, text, done);
  });
}
