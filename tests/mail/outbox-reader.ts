import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

// Reads what the outbox mail adapter saved (DATA_DIR/outbox/*.eml), as a person without SMTP would: the API
// tests of the payment flow and the browser tests (the e2e server's `.tmp/e2e-data-<port>/outbox`) use it.

/** Every message in an outbox folder, oldest first (file names start with their UTC time); none when it is missing. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(dir, name)))));
}

/** The messages sent to one address (case-insensitive), oldest first. */
export async function outboxMailTo(dir: string, address: string): Promise<ParsedMail[]> {
  const wanted = address.toLowerCase();
  return (await readOutbox(dir)).filter((mail) =>
    [mail.to].flat().some((to) => to?.value.some((entry) => entry.address?.toLowerCase() === wanted)),
  );
}

/** The first link to `pathname` in a message's text part (throws when there is none). */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  for (const match of mail.text?.matchAll(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no ${pathname} link in:\n${mail.text}`);
}
