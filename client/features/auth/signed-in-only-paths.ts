// Paths that exist only for signed-in people: a signed-out visitor there is sent to sign in, not shown 404.
const SIGNED_IN_ONLY = [
  /^\/surveys\/?$/,
  /^\/new-survey\/?$/,
  /^\/edit-survey(\/.*)?$/,
  /^\/survey-report(\/.*)?$/,
  /^\/proposals(\/.*)?$/,
  /^\/proposal-generator\/?$/,
  /^\/follow-ups\/?$/,
  /^\/settings\/?$/,
  /^\/payment-methods\/?$/,
  /^\/admin\/?$/,
];

/** True when the path (without query string) belongs to the signed-in app. */
export function isSignedInOnlyPath(pathname: string): boolean {
  return SIGNED_IN_ONLY.some((pattern) => pattern.test(pathname));
}
