/**
 * What callers send to name a record, read from a string or an object: a string that looks like an e-mail, a VAT or
 * registration number, or an id is tried as one; anything else is a name.
 */
import { unwrapSaid } from '../names/wrapped.js';
import { compactId } from '../normalize.js';

export interface ClientReference {
  id?: number;
  name?: string;
  registration_no?: string;
  vat_no?: string;
  email?: string;
  /** Digits alone, as text ("3", "00007"): an id, or a registration or VAT number written in digits (see byDigits). */
  digits?: string;
  /** With id and name: the record chosen for a phrase that was asked back; the phrase is learned as its alias. */
  confirm?: boolean;
  /** The text an e-mail was read from, when it came as the whole client (a string), not as an e-mail member. */
  said?: string;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const VAT = /^[A-Z]{2}[0-9A-Z]{8,12}$/;
const REGISTRATION = /^\d{6,10}$/;
/**
 * An id written as a string ("4", "00007"): up to five digits, shorter than a registration number as written here
 * (six digits or more), though a client's own may be shorter.
 */
const ID = /^\d{1,5}$/;
export const isIdText = (text: string) => ID.test(text) && Number(text) > 0;

/** A reference from a string or an object: strings that look like an e-mail, VAT or registration number are tried as such. */
export function clientReference(input: unknown): ClientReference | null {
  if (typeof input === 'number' && Number.isSafeInteger(input) && input > 0) return { id: input };
  if (typeof input === 'string' && input.trim() !== '') {
    const text = input.trim();
    // A tool call's syntax around the reference (`{"customer":"a@b.cz"}`) is read out by the name's resolver first.
    if (unwrapSaid(text, 'client')) return { name: text };
    if (EMAIL.test(text)) return { email: text, said: text };
    if (isIdText(text)) return { digits: text };
    if (VAT.test(compactId(text))) return { vat_no: text, name: text };
    if (REGISTRATION.test(compactId(text))) return { registration_no: text, name: text };
    return { name: text };
  }
  if (input && typeof input === 'object' && !Array.isArray(input)) return input as ClientReference;
  return null;
}

export interface EmployeeReference {
  id?: number;
  name?: string;
  email?: string;
  confirm?: boolean;
}

export function employeeReference(input: unknown): EmployeeReference | null {
  if (typeof input === 'number' && Number.isSafeInteger(input) && input > 0) return { id: input };
  if (typeof input === 'string' && input.trim() !== '') {
    const text = input.trim();
    if (unwrapSaid(text, 'employee')) return { name: text };
    if (EMAIL.test(text)) return { email: text };
    // Employees have no other identifier in digits: the text is the id ("00007" is 7).
    return isIdText(text) ? { id: Number(text) } : { name: text };
  }
  if (input && typeof input === 'object' && !Array.isArray(input)) return input as EmployeeReference;
  return null;
}
