/** Query parameter that carries a magic-link token when the provider returns the user (decision 0026). */
export const MAGIC_LINK_TOKEN_PARAM = 't';

/** Query parameter the provider's embedded flows add; with it the flow itself handles the token. */
export const LOGIN_FLOW_PARAM = 'descope-login-flow';

/** The magic-link token to verify from an address query (spec sections 2, 4): present, non-blank, and no flow parameter. */
export function magicLinkToken(query: string): string | undefined {
  const params = new URLSearchParams(query);
  const token = params.get(MAGIC_LINK_TOKEN_PARAM)?.trim();
  if (!token || params.has(LOGIN_FLOW_PARAM)) return undefined;
  return token;
}

/** The address query with the magic-link token removed (with or without its leading '?'). */
export function withoutMagicLinkToken(query: string): string {
  const params = new URLSearchParams(query);
  params.delete(MAGIC_LINK_TOKEN_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
