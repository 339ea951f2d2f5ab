/** A session's device as Settings names it: browser (with its major version) and operating system. */
export interface DeviceDescription {
  browser: string;
  os: string;
  /** Phones and tablets get the phone icon. */
  isMobile: boolean;
}

// Order matters: Edge and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Edge', /(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /(?:OPR|OPT)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)(?:\.\d+)*.*Safari\//],
];

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['Windows', /Windows NT|Win64|Windows/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Android', /Android/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/**
 * Names the browser and operating system in a User-Agent header ("Chrome 120", "Windows"); what it cannot tell
 * reads "Unknown browser" / "Unknown OS". Covers the browsers and systems field staff use; not a full parser.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const text = userAgent ?? '';
  const browserMatch = BROWSERS.map(([name, pattern]) => [name, pattern.exec(text)] as const).find(
    ([, match]) => match,
  );
  const browser = browserMatch ? `${browserMatch[0]} ${browserMatch[1]![1]}` : 'Unknown browser';
  const os = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Unknown OS';
  const isMobile = /Mobi|Android|iPhone|iPad|iPod/.test(text);
  return { browser, os, isMobile };
}
