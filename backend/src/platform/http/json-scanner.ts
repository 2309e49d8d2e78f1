/**
 * The text-level checks of a JSON body, made in one pass over its characters as they arrive, chunk by chunk: members
 * in the whole body and in one object (413 `too_many_members`), the length of each name (413), and the first name
 * given twice in one object (returned, for the 422 that checkJsonBody answers once the body parsed). A body over the
 * bounds is refused before it is all read; one within them reaches JSON.parse with nothing left to count. Each chunk
 * costs a loop over its own characters, so no stretch of scanning is longer than a chunk's. Text that is not JSON is
 * left to the parser: the scanner reads structure leniently and never answers 400 itself.
 */
import { type FieldError, MAX_LISTED_ERRORS, Problem } from '../errors.js';
import type { BodyShape } from './body-shape.js';
import { MAX_JSON_DEPTH, printable } from './input-guard.js';
import { knownFieldLike } from './known-field.js';

/** Members of objects and elements of arrays a JSON body may hold, counted across its nesting. */
export const MAX_JSON_MEMBERS = 20_000;
/**
 * Members one object may hold: far more than any schema's fields. Past about a thousand names V8 keeps an object as
 * a hash table, which parsing, every walk of its names and the validator each read many times more slowly than an
 * array of as many elements; so large bodies may be long arrays, never wide objects.
 */
export const MAX_OBJECT_MEMBERS = 1_000;
/** Characters a member's name may have. */
export const MAX_KEY_LENGTH = 256;
/** A name escaped as `\uXXXX` takes six characters of text for each of its own: past this, it is too long whatever it holds. */
const MAX_RAW_KEY = 6 * MAX_KEY_LENGTH;

const tooManyMembers = (detail: string) => new Problem(413, 'too_many_members', detail);

/**
 * An open object or array, followed for its names only down to MAX_JSON_DEPTH (walkJson refuses deeper ones). `shape`
 * is what the route's schema says an object may hold, or an array's items (body-shape.ts); null where it says nothing.
 */
type Frame = {
  names: Set<string> | null;
  parent: Frame | null;
  key: string | number | null;
  name: string;
  index: number;
  shape: BodyShape | null;
};

/** The members a body names that its route's schema does not know: the first MAX_LISTED_ERRORS, and how many. */
export interface UnknownMembers {
  listed: FieldError[];
  count: number;
}

const join = (path: string, key: string) => (path ? `${path}.${printable(key)}` : printable(key));

/** A field path as clients write it (`items[0].description`). */
function pathOf(frame: Frame | null, last: string): string {
  const keys: Array<string | number> = [last];
  for (let at = frame; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reduceRight<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : join(path, key)), '');
}

/**
 * Characters a number needs before it may be inexact: a float holds about 16 digits, so fewer (the point and the
 * sign counted too) always read back as written, unless with an exponent.
 */
const INEXACT_FROM_CHARS = 16;

/** Characters that may continue a number or a literal (`true`, `false`, `null`). */
const inScalar = (code: number) =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x41 && code <= 0x5a) ||
  code === 0x2e ||
  code === 0x2b ||
  code === 0x2d;

export class JsonScanner {
  /** Members counted so far in each open array or object, and whether it is an object (kept at any depth). */
  private readonly members: number[] = [];
  private readonly objects: boolean[] = [];
  private readonly frames: Frame[] = [];
  private total = 0;
  private inString = false;
  private escaped = false;
  private inScalarToken = false;
  /** Whether the string being read is a name, its text so far (escapes as written), and whether a name comes next. */
  private isKey = false;
  private key = '';
  private keyExpected = false;
  private repeated: string | null = null;
  /** Whether a name was given twice in an object the schema closes: JSON.parse keeps the last value, ajv reads it. */
  private repeatedInShape = false;
  private deepest = 0;
  /** Values begun outside any array or object, and whether a comma or closing bracket came outside them. */
  private topValues = 0;
  private stray = false;
  private readonly unknownListed: FieldError[] = [];
  private unknownCount = 0;
  /** The scalar being read: its length, and whether it holds a digit and an exponent's letter so far. */
  private scalarLength = 0;
  private scalarDigit = false;
  private scalarExponent = false;
  /** Whether a number was read that may parse to another value than written (mayBeInexact). */
  private longNumber = false;

  /** `shape`: the names the route's body schema closes its objects to, if any (body-shape.ts). */
  constructor(private readonly shape: BodyShape | null = null) {}

  /** Reads the next piece of the text; throws 413 `too_many_members` as soon as a bound is passed. */
  feed(text: string): void {
    let keyFrom = this.inString && this.isKey ? 0 : -1;
    let at = 0;
    const length = text.length;
    while (at < length) {
      if (this.inString) {
        // Inside a string only a backslash or the closing quote matters.
        if (this.escaped) {
          this.escaped = false;
          at += 1;
          continue;
        }
        const quote = text.indexOf('"', at);
        const stop = quote === -1 ? length : quote;
        let backslash = at;
        while (backslash < stop && text.charCodeAt(backslash) !== 0x5c) backslash += 1;
        if (backslash < stop) {
          this.escaped = true;
          at = backslash + 1;
          continue;
        }
        if (quote === -1) break;
        this.inString = false;
        // Once the body is refused for an unknown name, a short name where the schema says nothing is only counted.
        if (this.isKey && !(this.key === '' && quote - keyFrom <= MAX_KEY_LENGTH && this.namesIdle()))
          this.endKey(this.key + text.slice(keyFrom, quote));
        else this.key = '';
        at = quote + 1;
        continue;
      }
      const code = text.charCodeAt(at);
      at += 1;
      if (inScalar(code)) {
        if (!this.inScalarToken) {
          this.begin();
          this.scalarLength = 0;
          this.scalarDigit = false;
          this.scalarExponent = false;
        }
        this.inScalarToken = true;
        this.scalarLength += 1;
        if (code <= 0x39 && code >= 0x30) this.scalarDigit = true;
        else if (code === 0x65 || code === 0x45) this.scalarExponent = true;
        if (this.scalarDigit && (this.scalarExponent || this.scalarLength >= INEXACT_FROM_CHARS)) this.longNumber = true;
        continue;
      }
      this.inScalarToken = false;
      // Whitespace, and the colon between a name and its value (the name counted the member).
      if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09 || code === 0x3a) continue;
      const level = this.members.length - 1;
      if (code === 0x2c) {
        if (level < 0) {
          this.stray = true;
          continue;
        }
        this.count(level);
        this.keyExpected = this.objects[level]!;
        if (level < this.frames.length && !this.objects[level]) this.frames[level]!.index += 1;
      } else if (code === 0x7d || code === 0x5d) {
        if (level < 0) this.stray = true;
        if (level >= 0 && level < this.frames.length) this.frames.pop();
        this.members.pop();
        this.objects.pop();
        this.keyExpected = false;
      } else if (code === 0x22) {
        this.begin();
        this.inString = true;
        this.isKey = this.keyExpected && level >= 0 && this.objects[level]!;
        this.keyExpected = false;
        if (this.isKey) {
          this.key = '';
          keyFrom = at;
        }
      } else if (code === 0x7b || code === 0x5b) {
        this.begin();
        const isObject = code === 0x7b;
        if (this.frames.length === this.members.length && this.frames.length < MAX_JSON_DEPTH) {
          const parent = this.frames.at(-1) ?? null;
          const key = parent === null ? null : parent.names ? parent.name : parent.index;
          this.frames.push({ names: isObject ? new Set() : null, parent, key, name: '', index: 0, shape: this.shapeIn(parent, isObject) });
        }
        this.members.push(0);
        this.objects.push(isObject);
        if (this.members.length > this.deepest) this.deepest = this.members.length;
        this.keyExpected = isObject;
      }
    }
    if (this.inString && this.isKey) {
      this.key += text.slice(keyFrom);
      if (this.key.length > MAX_RAW_KEY) throw this.keyTooLong(`more than ${MAX_KEY_LENGTH}`, this.key);
    }
  }

  /** The first name given twice in one object, as a field path, or null; call once the whole text was fed. */
  end(): string | null {
    return this.repeated;
  }

  /**
   * Whether a number read so far may parse to another value than written: one of INEXACT_FROM_CHARS characters or
   * more, or with an exponent (input-guard.ts inexactNumbers tells which do). Read in the scan's one pass over the
   * characters, where a regular expression over the whole text took a turn of its own of about 3 ms for a body at
   * the bounds.
   */
  get mayBeInexact(): boolean {
    return this.longNumber;
  }

  /** The most arrays and objects open at once so far: for checkJsonBody, which walks the parsed body only past a bound. */
  get depth(): number {
    return this.deepest;
  }

  /**
   * The members the text names that the route's schema does not know (the first MAX_LISTED_ERRORS, and their count),
   * or null when it names none or the text is not one whole JSON value as far as the scanner reads it (its brackets
   * left open, a string unended, anything after the value): the parser answers that text's 400 first. Null too when
   * a name is given twice in an object the schema closes: JSON.parse keeps the last value, the one ajv would read.
   * Call once the whole text was fed.
   */
  unknownMembers(): UnknownMembers | null {
    const whole = this.members.length === 0 && !this.inString && this.topValues === 1 && !this.stray;
    return whole && !this.repeatedInShape && this.unknownCount > 0 ? { listed: this.unknownListed, count: this.unknownCount } : null;
  }

  /** A name or value begins: the first one of its array or object counts its first member. */
  private begin(): void {
    const level = this.members.length - 1;
    if (level >= 0 && this.members[level] === 0) this.count(level);
    else if (level < 0) this.topValues += 1;
  }

  /** The shape of an object or array opening inside `parent` (null: at the top), as the route's schema gives it. */
  private shapeIn(parent: Frame | null, isObject: boolean): BodyShape | null {
    if (parent === null) return isObject ? this.shape : null;
    // In an array, the shape is its items'.
    if (!parent.names) return isObject ? parent.shape : null;
    const member = parent.shape?.inner.get(parent.name);
    return member !== undefined && member.array !== isObject ? member.shape : null;
  }

  private count(level: number): void {
    const inLevel = this.members[level]! + 1;
    this.members[level] = inLevel;
    this.total += 1;
    if (this.objects[level] && inLevel > MAX_OBJECT_MEMBERS)
      throw tooManyMembers(
        `The body holds an object of more than ${MAX_OBJECT_MEMBERS} members; the limit is ${MAX_OBJECT_MEMBERS} in one object (and ${MAX_JSON_MEMBERS} in the whole body: send many items as an array).`,
      );
    if (this.total > MAX_JSON_MEMBERS)
      throw tooManyMembers(
        `The body holds more than ${MAX_JSON_MEMBERS} members (object members and array elements, counted across the nesting); the limit is ${MAX_JSON_MEMBERS}.`,
      );
  }

  private endKey(raw: string): void {
    this.key = '';
    let name = raw;
    if (raw.includes('\\')) {
      try {
        name = JSON.parse(`"${raw}"`) as string;
      } catch {
        // Not a JSON string: the parser refuses the body, before any unknown member is named.
        this.stray = true;
        return;
      }
    }
    if (name.length > MAX_KEY_LENGTH) throw this.keyTooLong(String(name.length), name);
    const top = this.frames.length === this.members.length ? this.frames.at(-1) : undefined;
    if (!top?.names) return;
    top.name = name;
    if (top.names.has(name)) {
      this.repeated ??= pathOf(top, name);
      if (top.shape) this.repeatedInShape = true;
      return;
    }
    top.names.add(name);
    if (top.shape && !top.shape.known.has(name)) this.unknownMember(top, top.shape, name);
  }

  /**
   * Whether the names of the innermost open object need no reading: the body is refused for an unknown name already,
   * and the schema says nothing of this object (inside an unknown member, or an object taking any name). A body of
   * 19,000 unknown members was otherwise cut, decoded and kept name by name, a third of its scan.
   */
  private namesIdle(): boolean {
    if (this.unknownCount === 0) return false;
    return this.frames.length !== this.members.length || this.frames.at(-1)!.shape === null;
  }

  private unknownMember(frame: Frame, shape: BodyShape, name: string): void {
    this.unknownCount += 1;
    if (this.unknownListed.length >= MAX_LISTED_ERRORS) return;
    // As validate.ts says it for ajv's additionalProperties, with the known field it was likely meant as.
    const meant = knownFieldLike(name, shape.hints);
    this.unknownListed.push({ field: pathOf(frame, name), message: `is not a known field${meant ? ` (did you mean "${meant}"?)` : ''}` });
  }

  private keyTooLong(length: string, name: string): Problem {
    return tooManyMembers(
      `The body holds a member name of ${length} characters ("${printable(name.slice(0, 40))}…"); names have at most ${MAX_KEY_LENGTH}.`,
    );
  }
}

/** The scanner's verdict on a whole text: throws as it would; returns the first name given twice, or null. */
export function scanJsonText(text: string): string | null {
  const scanner = new JsonScanner();
  scanner.feed(text);
  return scanner.end();
}
