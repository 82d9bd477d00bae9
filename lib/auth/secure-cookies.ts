// Session cookies carry `Secure` (and next-auth's `__Secure-` names) when the
// site is served over https, as NEXTAUTH_URL says. Said explicitly, once, for
// both next-auth's options and the proxy's token reading, so the two always
// agree on the cookie's name whatever a request's own headers claim.
export function usesSecureCookies(nextAuthUrl: string | undefined): boolean {
  return nextAuthUrl?.startsWith("https://") ?? false;
}
