// Spellings of an API path that a router, a proxy or a browser may treat as the same route as the plain one:
// percent-encoding (of the prefix, of the rest, upper- or lower-case hex), doubled slashes, another case, a
// trailing slash or dot, dot segments. A check keyed on the path as sent (`url.startsWith('/api/')`) misses them.

const encodeChar = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Every spelling of `/api/<rest>` the access and fuzz tests send, the plain one first. */
export function spellApiPath(url: string): string[] {
  if (!url.startsWith('/api/')) throw new Error(`not an API path: ${url}`);
  const rest = url.slice('/api/'.length);
  return [
    url,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/%41PI/${rest}`,
    `/api/${encodeChar(rest[0]!)}${rest.slice(1)}`,
    `/api/${encodeChar(rest[0]!).toUpperCase()}${rest.slice(1)}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api/${rest}/`,
    `/api/${rest}.`,
    `/./api/${rest}`,
    `/api/x/../${rest}`,
    `/api/${rest};x`,
  ];
}
