/**
 * Values that read more than one way, asked back. When the smart service
 * refuses a call only because some values read two ways ("1,500": 1500 or
 * 1.5), each such field becomes one question whose choices are its readings;
 * the chosen reading's value is set as the argument and the call runs again.
 * Arguments are named as the refusal names them: `amount`, `items[0].quantity`.
 */
import { Type } from '@sinclair/typebox';
export const Reading = Type.Object({
    value: Type.String({ description: 'Send this as the argument to mean this reading; it reads one way only.' }),
    how: Type.String({ description: 'The reading in words, as the person is shown it.' }),
});
/** `amount`, or `items[0].quantity`: an argument, or a field of one line of `items`. */
const PATH = /^(\w+)(?:\[(\d+)\]\.(\w+))?$/;
export function argumentAt(args, path) {
    const [, name, index, field] = PATH.exec(path) ?? [];
    if (!name)
        return undefined;
    if (index === undefined)
        return args[name];
    const line = args[name]?.[Number(index)];
    return line && typeof line === 'object' ? line[field] : undefined;
}
/** A copy of the arguments with one of them set (the arguments as the call gave them are kept unchanged). */
export function withArgument(args, path, value) {
    const [, name, index, field] = PATH.exec(path);
    if (index === undefined)
        return { ...args, [name]: value };
    const lines = [...args[name]];
    lines[Number(index)] = { ...lines[Number(index)], [field]: value };
    return { ...args, [name]: lines };
}
/** "unit_price" → "unit price", "items[1].quantity" → "quantity of line 2". */
function inWords(path) {
    const [, name, index, field] = PATH.exec(path) ?? [];
    const words = (text) => text.replaceAll('_', ' ');
    return index === undefined ? words(name ?? path) : `${words(field)} of line ${Number(index) + 1}`;
}
/**
 * The questions of a refusal made only of values that read more than one way,
 * each about an argument the call gave; null for any other refusal (which the
 * caller answers as it is).
 */
export function valueQuestions(refusal, toolName, args) {
    const errors = refusal.code === 'validation_error' ? (refusal.extensions.errors ?? []) : [];
    const askable = (error) => error.code === 'ambiguous_value' && (error.readings?.length ?? 0) > 0 && argumentAt(args, error.field) !== undefined;
    if (errors.length === 0 || !errors.every(askable))
        return null;
    return errors.map(({ field, message, readings = [] }) => ({
        field,
        message,
        readings,
        how_to_answer: `Call ${toolName} again with the same arguments and "${field}" set to the value of the reading meant: ${readings.map((reading) => JSON.stringify(reading.value)).join(' or ')}.`,
    }));
}
/** Asks the person one question per field, in order; the arguments with every chosen value, or the first question left unanswered. */
export async function askValues(ask, questions, args) {
    let current = args;
    for (const question of questions) {
        const words = inWords(question.field);
        const answer = await ask({
            title: `Which ${words}?`,
            message: `The ${words} "${String(argumentAt(args, question.field))}" can be read more than one way. Which did you mean?`,
            choices: question.readings.map((reading) => ({ label: reading.how, value: reading.value })),
        });
        if (answer.action !== 'accept') {
            return {
                outcome: answer.action === 'decline' ? 'declined' : 'cancelled',
                question,
                message: `Nothing was created: the person did not say how the ${words} is meant.`,
            };
        }
        current = withArgument(current, question.field, String(answer.value));
    }
    return { args: current };
}
//# sourceMappingURL=values.js.map