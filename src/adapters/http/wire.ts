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

/** An operation of the contract, by its operationId. */
export type OperationId = keyof operations;

/** What a server handler of `Op` answers: one of its JSON success answers (200, 201 or 202); per operation of a union. */
export type SuccessAnswer<Op extends OperationId> = Op extends OperationId
  ? JsonOf<operations[Op]['responses'][Extract<keyof operations[Op]['responses'], 200 | 201 | 202>]>
  : never;

/** The operations that answer `T` (a table of routes that share one handler shape, like the checkout's steps). */
export type OperationAnswering<T> = {
  [Op in OperationId]: [SuccessAnswer<Op>] extends [never] ? never : [SuccessAnswer<Op>] extends [T] ? Op : never;
}[OperationId];
