import type { components, operations } from './generated/api-types';

/**
 * Names for the wire types generated from docs/api/openapi.yaml (decision 0302): a schema, an operation's JSON answer
 * of one status, and its JSON request body. The HTTP adapters and the server's routes take their shapes from here, so
 * the contract, the server and the SPA cannot drift apart without the type-checker saying so.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON answer of `Op` with HTTP status `Status` (200 when not named). */
export type Answer<Op extends keyof operations, Status extends number = 200> = JsonOf<
  Status extends keyof operations[Op]['responses'] ? operations[Op]['responses'][Status] : never
>;

/** The JSON request body of `Op`. */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
