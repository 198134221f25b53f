import type { OperationId, SuccessAnswer } from '@/adapters/http/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a handler of `Op` may return: one of the contract's JSON success answers of the operation (the generated types,
 * decision 0302), the reply it sent itself (a file, a redirect) or nothing (204).
 */
export type RouteAnswer<Op extends OperationId> = ReadonlyDeep<SuccessAnswer<Op>> | FastifyReply | undefined;

/** `T` with every array and property read-only: a handler may answer the domain's read-only values as they are. */
type ReadonlyDeep<T> = T extends readonly (infer Item)[]
  ? readonly ReadonlyDeep<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifySchema, HTTPMethods, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { parse } from 'yaml';

/** Where the contract lives. */
export const CONTRACT_PATH = new URL('../../docs/api/openapi.yaml', import.meta.url);

type Json = Record<string, unknown>;

/** One operation of the contract, ready for Fastify. */
export interface ContractOperation {
  operationId: string;
  method: HTTPMethods;
  /** The OpenAPI path, relative to the product prefix, e.g. `/users/{userId}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/users/:userId`. */
  url: string;
  schema: FastifySchema;
  /** The operation's `x-step-up` (decision 0293): who needs a second factor in the session; undefined for none. */
  stepUp: StepUpLevel | undefined;
  /** The operation's `x-step-up-reason`: why a second factor is asked, in the words the step-up prompt shows. */
  stepUpReason: string | undefined;
  /** The operation's `x-money-move: true` (decision 0295): it creates a money record and takes an Idempotency-Key. */
  moneyMove: boolean;
  /** Whether the contract declares a request body (of any media type). */
  hasRequestBody: boolean;
}

/**
 * `x-step-up` of an operation (decision 0293): `user`, a user who has a second factor needs it in the session;
 * `support`, a support user needs it in the session; `none`, no step-up. Every write declares one.
 */
export type StepUpLevel = 'user' | 'support';
/** The values `x-step-up` may take. */
export const STEP_UP_VALUES = ['user', 'support', 'none'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's step-up level from the contract (decision 0293). */
    stepUp?: StepUpLevel;
    /** Why the route asks for a second factor (`x-step-up-reason`), or undefined for the general words. */
    stepUpReason?: string;
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const DROPPED_KEYWORDS = new Set(['example', 'xml', 'externalDocs', 'discriminator']);

let cached: { doc: Json; operations: Map<string, ContractOperation> } | undefined;

/** Resolves local `$ref`s and drops OpenAPI-only keywords so that ajv can compile the schema. */
function resolve(node: unknown, doc: Json, depth = 0): unknown {
  if (depth > 50) throw new Error('contract: $ref nesting too deep');
  if (Array.isArray(node)) return node.map((n) => resolve(n, doc, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string') {
    const target = obj.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (target === undefined) throw new Error(`contract: unresolved ${obj.$ref}`);
    return resolve(target, doc, depth + 1);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) if (!DROPPED_KEYWORDS.has(k)) out[k] = resolve(v, doc, depth + 1);
  return out;
}

function paramsSchema(params: Json[], where: string, lowerCase: boolean): Json | undefined {
  const selected = params.filter((p) => p.in === where);
  if (selected.length === 0) return undefined;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of selected) {
    const name = lowerCase ? String(p.name).toLowerCase() : String(p.name);
    properties[name] = p.schema ?? {};
    if (p.required === true) required.push(name);
  }
  return { type: 'object', properties, required };
}

function buildOperation(doc: Json, path: string, method: string, op: Json, shared: Json[]): ContractOperation {
  const params = (resolve([...shared, ...((op.parameters as Json[] | undefined) ?? [])], doc) as Json[]) ?? [];
  const schema: FastifySchema = {};
  const body = resolve((op.requestBody as Json | undefined)?.content, doc) as Json | undefined;
  const jsonBody = (body?.['application/json'] as Json | undefined)?.schema;
  if (jsonBody !== undefined) schema.body = jsonBody;
  const query = paramsSchema(params, 'query', false);
  if (query) schema.querystring = query;
  const pathParams = paramsSchema(params, 'path', false);
  if (pathParams) schema.params = pathParams;
  // Optional headers (X-Act-As) are checked by the hooks that read them; validating them on every call costs time.
  const headers = paramsSchema(
    params.filter((p) => p.in !== 'header' || p.required === true),
    'header',
    true,
  );
  if (headers) schema.headers = headers;
  const stepUp = op['x-step-up'];
  if (stepUp !== undefined && !(STEP_UP_VALUES as readonly unknown[]).includes(stepUp))
    throw new Error(`contract: ${String(op.operationId)} has x-step-up ${String(stepUp)}; one of ${STEP_UP_VALUES.join(', ')}`);
  const stepUpReason = op['x-step-up-reason'];
  if (stepUpReason !== undefined && (typeof stepUpReason !== 'string' || stepUp !== 'user'))
    throw new Error(`contract: ${String(op.operationId)} has x-step-up-reason without x-step-up: user, or not as text`);
  const moneyMove = op['x-money-move'];
  if (moneyMove !== undefined && !(moneyMove === true && method === 'post'))
    throw new Error(`contract: ${String(op.operationId)} has x-money-move ${String(moneyMove)}; only true, on a POST`);
  return {
    operationId: String(op.operationId),
    method: method.toUpperCase() as HTTPMethods,
    path,
    url: path.replace(/\{([^}]+)\}/g, ':$1'),
    schema,
    stepUp: stepUp === 'user' || stepUp === 'support' ? stepUp : undefined,
    stepUpReason: typeof stepUpReason === 'string' ? stepUpReason : undefined,
    moneyMove: moneyMove === true,
    hasRequestBody: op.requestBody !== undefined,
  };
}

/** Reads docs/api/openapi.yaml (once) and indexes its operations by operationId. */
export function loadContract(): { doc: Json; operations: Map<string, ContractOperation> } {
  if (cached) return cached;
  const doc = parse(readFileSync(CONTRACT_PATH, 'utf8')) as Json;
  const operations = new Map<string, ContractOperation>();
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const shared = (item.parameters as Json[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (op === undefined) continue;
      if (typeof op.operationId !== 'string') throw new Error(`contract: ${method.toUpperCase()} ${path} has no operationId`);
      if (operations.has(op.operationId)) throw new Error(`contract: duplicate operationId ${op.operationId}`);
      operations.set(op.operationId, buildOperation(doc, path, method, op, shared));
    }
  }
  cached = { doc, operations };
  return cached;
}

/** The contract operation named operationId; throws when the contract lacks it. */
export function operation(operationId: string): ContractOperation {
  const op = loadContract().operations.get(operationId);
  if (op === undefined) throw new Error(`contract: no operation ${operationId} in docs/api/openapi.yaml`);
  return op;
}

/**
 * Declares a route by its operationId: method, path and request schemas (body, query, path, headers) come from the
 * contract, and the handler's answer is typed from the contract's generated types (an answer the contract does not
 * declare does not compile); `options` may add hooks, a body limit etc. Register inside the plugin mounted under the
 * product prefix.
 */
export function route<Op extends OperationId>(
  app: FastifyInstance,
  operationId: Op,
  handler: (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<RouteAnswer<Op>> | RouteAnswer<Op>,
  options: RouteShorthandOptions = {},
): void {
  const op = operation(operationId);
  app.route({
    // Request decompression (@fastify/compress) reads a body; an operation without one skips its hook.
    ...(op.hasRequestBody ? {} : { decompress: false }),
    ...options,
    method: op.method,
    url: op.url,
    schema: { ...op.schema, ...(options.schema ?? {}) },
    config: { ...(options.config ?? {}), stepUp: op.stepUp, stepUpReason: op.stepUpReason, moneyMove: op.moneyMove },
    handler: handler as RouteHandlerMethod,
  });
}

/** `METHOD /path` of every contract operation (OpenAPI path syntax, relative to the product prefix). */
export function contractRouteKeys(): string[] {
  return [...loadContract().operations.values()].map((o) => `${o.method} ${o.path}`).sort();
}
