export class ParseError extends Error {
}
/**
 * A value that reads more than one way, refused with the readings the field
 * can take: each with the value to send back to mean it (see FieldError.readings).
 */
export class AmbiguousValue extends ParseError {
    readings;
    constructor(message, readings) {
        super(message);
        this.readings = readings;
    }
}
/**
 * Number words that make more than one number as people say them ("three thousand five": 3005, or 3500 as a price
 * is said): each parser puts the numbers in its own terms (an amount keeps its currency), or refuses them as they are.
 */
export class AmbiguousWords extends ParseError {
    numbers;
    constructor(message, numbers) {
        super(message);
        this.numbers = numbers;
    }
}
//# sourceMappingURL=errors.js.map