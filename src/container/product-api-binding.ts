import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { ActingAsApiClient } from '@/adapters/http/acting-as-api-client';
import { ActingSession } from '@/ports/acting-session';
import { ApiClient } from '@/ports/api-client';

/**
 * Binds the ApiClient port, once, to the admin-mode and step-up decorator of the profile's transport (decision 0302):
 * every store and area adapter resolved from the container, whatever the order, sends through the same decorator. The
 * tab's ActingSession is bound by the UI's module; until it is, the decorator acts for no one and asks for nothing.
 */
export function bindProductApi(
  { bind }: Pick<ContainerModuleLoadOptions, 'bind'>,
  transport: ServiceIdentifier<ApiClient>,
): void {
  bind(ApiClient)
    .toDynamicValue((ctx) => new ActingAsApiClient(ctx.get(transport), () => ctx.get(ActingSession, { optional: true })))
    .inSingletonScope();
}
