// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys for nesting
// (`line_items[0][price]=…`, `expand[]=customer`, `invoice_settings[default_payment_method]=…`). The SDK
// sends GET parameters the same way in the query string.

type FormValue = string | FormValue[] | { [key: string]: FormValue };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Decodes a Stripe form body or query string into nested objects and arrays. */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = splitKey(key);
    if (path.length === 0 || path.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    assign(root, path, value);
  }
  return toArrays(root) as Record<string, FormValue>;
}

// `a[b][0][]` → ['a', 'b', '0', ''] ('' appends to a list).
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return [];
  return [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
}

function assign(target: Record<string, FormValue>, path: string[], value: string): void {
  let node = target;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] === '' ? String(Object.keys(node).length) : path[i];
    if (i === path.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[segment] = {};
    node = node[segment] as Record<string, FormValue>;
  }
}

// Objects whose keys are all indexes (0, 1, …) are lists.
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((k) => [k, toArrays(value[k])]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => converted[k]);
  }
  return converted;
}
