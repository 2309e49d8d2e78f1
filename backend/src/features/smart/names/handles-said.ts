/**
 * An e-mail address or a web domain said anywhere in a phrase, as people paste them: inside brackets (`<info@…>`,
 * `(…)`), after words (`mail from info@…`, `the one at …`), with `mailto:`, a trailing dot, in capitals, or a domain
 * as a site's address (`www.…`, `https://www.…/`, `@…`). The address and the domain are read out of the phrase; what
 * is left is the words said around them, for the record found by the address to explain.
 *
 * Whether a domain is a public mail provider's (shared by any number of clients, so telling nothing alone) is the
 * `free-email-domains` package's list (HubSpot's list of free providers with the disposable ones, maintained and
 * released on npm; the national providers read here, `seznam.cz`, `azet.sk`, `wp.pl`, `gmx.de`, are in it). Its
 * postinstall script would fetch the sources again at install time; it is not allowed to run (package.json,
 * `allowScripts`): the list as released is read.
 */
import freeEmailDomains from 'free-email-domains';

const PUBLIC_DOMAINS: ReadonlySet<string> = new Set(freeEmailDomains as string[]);

export interface HandleSaid {
  /** The address said, lower case; null when only a domain was said. */
  address: string | null;
  /** The domain of the address, or the domain said alone, lower case and without `www.`. */
  domain: string;
  /** The phrase without the address or the domain. */
  rest: string;
  /** The phrase is the address and nothing else, as an identifier is sent. */
  plain: boolean;
}

const ADDRESS = /^[a-z0-9._%+-]+@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24})$/;
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}$/;
/** What wraps a pasted address or domain: brackets, quotes, a sentence's closing marks. */
const AROUND = /^[<([{"'„“”«»‚‘’]+|[>)\]}"'„“”«»‚‘’.,;:!?]+$/g;

/**
 * The one address or domain the phrase holds, and what is left of it; null when it holds none or more than one. A
 * domain needs a site's prefix (`www.`, `http(s)://`, `@`) or a label of two letters or more before its top level
 * (`s.r.o.`, `S.p.A.` are legal forms, never domains).
 */
export function handleSaid(text: string): HandleSaid | null {
  const tokens = text.trim().split(/\s+/);
  let found: { at: number; address: string | null; domain: string } | null = null;
  for (const [at, token] of tokens.entries()) {
    const read = handleOf(token);
    if (!read) continue;
    if (found) return null;
    found = { at, ...read };
  }
  if (!found) return null;
  const rest = tokens.filter((_, at) => at !== found.at).join(' ');
  return {
    address: found.address,
    domain: found.domain,
    rest,
    plain: tokens.length === 1 && found.address !== null && tokens[0] === found.address,
  };
}

function handleOf(token: string): { address: string | null; domain: string } | null {
  const bare = token
    .replace(AROUND, '')
    .toLowerCase()
    .replace(/^mailto:/, '');
  const address = ADDRESS.exec(bare);
  if (address) return { address: bare, domain: address[1]!.replace(/^www\./, '') };
  const prefixed = /^(?:https?:\/\/|@|www\.)/.test(bare);
  const site = bare
    .replace(/^https?:\/\//, '')
    .replace(/^@/, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '');
  if (!DOMAIN.test(site)) return null;
  if (
    !prefixed &&
    !site
      .split('.')
      .slice(0, -1)
      .some((label) => label.length >= 2)
  )
    return null;
  return { address: null, domain: site };
}

/** A domain any number of people hold a mailbox at (a public or disposable mail provider's): it names no client alone. */
export const isPublicMailDomain = (domain: string): boolean => PUBLIC_DOMAINS.has(domain.toLowerCase());

/**
 * Words that name the address or the site rather than the client (`mail`, `e-mail`, `Adresse`, `adresou`, `web`,
 * `www`), in the languages read; set aside beside the handle as fillers are.
 */
const ABOUT_THE_HANDLE = new Set([
  ...['mail', 'email', 'mailto', 'mailem', 'mailu', 'emailem', 'emailu', 'emailing', 'mailbox', 'inbox'],
  ...['address', 'adresse', 'adresa', 'adresou', 'adresy', 'adrese', 'adres', 'adresem', 'adresie', 'indirizzo', 'direccion'],
  ...[
    'www',
    'web',
    'webu',
    'webem',
    'website',
    'webseite',
    'webova',
    'stranka',
    'strona',
    'site',
    'sito',
    'domain',
    'domena',
    'domeny',
    'domene',
    'domaine',
    'dominio',
  ],
  ...['kontakt', 'contact', 'via', 'per'],
]);

export const aboutTheHandle = (word: string): boolean => ABOUT_THE_HANDLE.has(word);
