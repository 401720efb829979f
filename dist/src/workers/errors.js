/** A task the pool refused, or one that did not end with an output. */
export class TaskError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = 'TaskError';
    }
}
//# sourceMappingURL=errors.js.map