/**
 * Kontor's refusals as n8n users and AI agents need them. Kontor answers
 * every refusal with problem details (RFC 9457): `detail` says what went
 * wrong in a sentence, `errors` names each field, `candidates` (an ambiguous
 * match) and `suggestions` (no match) list the records it could mean, and
 * `readings` the ways a value could be read. n8n's own request helper keeps
 * none of it in the error it shows ("Your request is invalid or could not be
 * processed by the service"), so the node builds its error from the answer.
 */
import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

export interface Reading {
	value: string;
	how: string;
}

export interface FieldError {
	field: string;
	message: string;
	code?: string;
	readings?: Reading[];
}

export interface Problem {
	status?: number;
	code?: string;
	title?: string;
	detail?: string;
	field?: string;
	errors?: FieldError[];
	candidates?: IDataObject[];
	suggestions?: IDataObject[];
	readings?: Reading[];
}

/** The members of a problem worth handing on: what a person or an agent can act on. */
const KEPT = ['code', 'field', 'errors', 'candidates', 'suggestions', 'readings'] as const;

export function problemOf(body: unknown): Problem | undefined {
	let value = body;
	if (typeof value === 'string') {
		try {
			value = JSON.parse(value) as unknown;
		} catch {
			return undefined;
		}
	}
	if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
	const problem = value as Problem;
	return typeof problem.detail === 'string' || typeof problem.title === 'string'
		? problem
		: undefined;
}

/** One record Kontor offers: its name and id, then whatever tells it apart (city, registration number, e-mail, ...). */
function option(record: IDataObject): string {
	const { id, name, score, ...rest } = record;
	const extras = Object.entries(rest)
		.filter(([, value]) => value !== null && value !== undefined && value !== '')
		.map(
			([key, value]) =>
				`${key.replace(/_/g, ' ')}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
		);
	if (score !== undefined) extras.push(`score ${String(score)}`);
	return `- ${String(name)} (id ${String(id)}${extras.length > 0 ? `; ${extras.join(', ')}` : ''})`;
}

/** `items[0].quantity` as Kontor names it, with the n8n field it came from: `items[0].quantity (Items)`. */
function fieldName(field: string, labels: Record<string, string>): string {
	const label = labels[field.split(/[.[]/)[0] ?? field];
	return label && label !== field ? `${field} (${label})` : field;
}

const readingLines = (readings: Reading[], indent: string) =>
	readings.map((reading) => `${indent}- "${reading.value}" means ${reading.how}`);

/**
 * The lines under the message: each invalid field (with the readings of an
 * ambiguous value), then the records Kontor could mean. Empty when the detail
 * says it all.
 */
export function describeProblem(problem: Problem, labels: Record<string, string> = {}): string {
	const lines: string[] = [];
	for (const fieldError of problem.errors ?? []) {
		lines.push(`${fieldName(fieldError.field, labels)}: ${fieldError.message}`);
		if (fieldError.readings?.length) {
			lines.push('  Send one of:');
			lines.push(...readingLines(fieldError.readings, '  '));
		}
	}
	if (problem.readings?.length) {
		lines.push(
			`${problem.field ? fieldName(problem.field, labels) : 'The value'} reads more than one way; send one of:`,
		);
		lines.push(...readingLines(problem.readings, ''));
	}
	const about = problem.field ? ` for ${fieldName(problem.field, labels)}` : '';
	if (problem.candidates?.length) {
		lines.push(`Candidates${about} (give one by its id or a fuller name):`);
		lines.push(...problem.candidates.map(option));
	}
	if (problem.suggestions?.length) {
		lines.push(`Nearest${about}:`);
		lines.push(...problem.suggestions.map(option));
	}
	return lines.join('\n');
}

/** The error n8n shows for a refusal: Kontor's own detail as its message, the rest below it. */
export function refusalError(
	node: INode,
	request: { method: string; url: string },
	status: number,
	body: unknown,
	labels: Record<string, string> = {},
): NodeApiError {
	const problem = problemOf(body);
	const message =
		problem?.detail ??
		problem?.title ??
		`Kontor answered ${status} to ${request.method} ${request.url}${typeof body === 'string' && body ? `: ${body.slice(0, 200)}` : ''}`;
	const details = problem ? describeProblem(problem, labels) : '';
	const kept: IDataObject = { status, message };
	for (const key of KEPT)
		if (problem?.[key] !== undefined) kept[key] = problem[key] as IDataObject[keyof IDataObject];
	const error = new NodeApiError(node, kept as JsonObject, {
		message,
		description: details || undefined,
		httpCode: String(status),
	});
	// n8n swaps a message holding a word such as "EPERM" for its own text; Kontor's detail is shown as written.
	error.message = message;
	error.description = details || null;
	error.context.data = kept;
	error.context.request = `${request.method} ${request.url}`;
	return error;
}

/** Kontor did not answer at all: the address the credential gives is named, and the reason. */
export function unreachableError(
	node: INode,
	request: { method: string; url: string },
	cause: unknown,
): NodeOperationError {
	const reason = causeText(cause);
	const origin = originOf(request.url);
	const error = new NodeOperationError(node, `Kontor at ${origin} cannot be reached`, {
		description: `${request.method} ${request.url} failed: ${reason}. Check the Base URL of the Kontor API credential, and that Kontor is running there.`,
	});
	error.message = `Kontor at ${origin} cannot be reached`;
	return error;
}

function originOf(url: string): string {
	try {
		return new URL(url).origin;
	} catch {
		return url;
	}
}

/** Whether a failure is the connection's: axios and Node name it with a code (ECONNREFUSED, ENOTFOUND, ERR_NETWORK, ...). */
export function hasNetworkCode(error: unknown): boolean {
	const seen = new Set<unknown>();
	let current = error as { code?: unknown; cause?: unknown } | undefined;
	while (current && typeof current === 'object' && !seen.has(current)) {
		seen.add(current);
		if (typeof current.code === 'string' && /^E[A-Z_]+$/.test(current.code)) return true;
		current = current.cause as typeof current;
	}
	return false;
}

/** The innermost reason: n8n wraps the network error (code ECONNREFUSED, ENOTFOUND, ...) once or twice. */
function causeText(error: unknown): string {
	const seen = new Set<unknown>();
	let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
	let text = '';
	while (current && typeof current === 'object' && !seen.has(current)) {
		seen.add(current);
		const code = typeof current.code === 'string' ? current.code : '';
		const message = typeof current.message === 'string' ? current.message : '';
		if (code && !text.includes(code))
			text = message.includes(code) ? message : `${code}${message ? ` (${message})` : ''}`;
		else if (!text && message) text = message;
		current = current.cause as typeof current;
	}
	// n8n's own error keeps the original text ("connect ECONNREFUSED 127.0.0.1:1") among its messages or description.
	const wrapped = error as { messages?: unknown; description?: unknown };
	const original = Array.isArray(wrapped.messages)
		? wrapped.messages.find((line) => typeof line === 'string' && line)
		: undefined;
	if (typeof original === 'string' && !text.includes(original))
		return text ? `${original}; ${text}` : original;
	if (!text && typeof wrapped.description === 'string' && wrapped.description)
		return wrapped.description;
	return text || 'no answer';
}

/**
 * What an item carries under Continue On Fail (and what an AI agent using
 * the node as a tool reads): the message, the lines under it, and Kontor's
 * machine-readable members, so that a caller can pick a candidate and retry.
 */
export function errorJson(error: unknown): IDataObject {
	const failure = error as {
		message?: string;
		description?: string | null;
		httpCode?: string | null;
		context?: IDataObject;
	};
	const json: IDataObject = { error: failure.message ?? String(error) };
	if (failure.description) json.description = failure.description;
	if (failure.httpCode) json.httpCode = failure.httpCode;
	const data = failure.context?.data as IDataObject | undefined;
	if (data && typeof data === 'object')
		for (const key of KEPT) if (data[key] !== undefined) json[key] = data[key];
	return json;
}
