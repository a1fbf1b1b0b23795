// A request's time budget as its work sees it. When the budget runs out the handler answers, but the work it
// started goes on (a call already sent cannot be taken back). For that answer to be true:
//  - until the work has changed something, the answer is the 503 "try again", and `signal` aborts: a step that
//    must not happen after such an answer (taking a payment) calls `throwIfAnswered()` right before it commits;
//  - once the work has done something it cannot undo (a payment taken, an enrollment made), it names the answer
//    that is true from then on with `answerLate(...)`, and runs on to its end.
// The handler asks the platform to let work that outlived its answer finish (Netlify's `waitUntil`) and logs
// how it ended.

/** Thrown by `throwIfAnswered()`: the request has answered, so this step stopped before committing anything. */
export class RequestAnsweredError extends Error {
  constructor() {
    super('The request had already answered (its time budget ran out): stopped before committing anything');
    this.name = 'RequestAnsweredError';
  }
}

export class RequestBudget {
  readonly #controller = new AbortController();
  #lateAnswer: (() => object) | null = null;

  /** Aborts when the budget has run out and the request has answered. */
  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** True once the request has answered at the end of its budget. */
  get answered(): boolean {
    return this.#controller.signal.aborted;
  }

  /** Call right before a commit that must never follow the answer (its 503 says nothing happened). */
  throwIfAnswered(): void {
    if (this.answered) throw new RequestAnsweredError();
  }

  /**
   * The answer to give, instead of the 503, if the budget runs out from now on: what is already true for the
   * caller (e.g. "paid: go to the result page"). The latest call wins.
   */
  answerLate(answer: () => object): void {
    this.#lateAnswer = answer;
  }

  /** The handler's side: the budget ran out. Aborts `signal`; returns the late answer, or null for the 503. */
  runOut(): object | null {
    let answer: object | null = null;
    try {
      answer = this.#lateAnswer?.() ?? null;
    } catch (error) {
      console.error('[api] the late answer could not be made; answering 503', error);
    }
    this.#controller.abort(new RequestAnsweredError());
    return answer;
  }
}
