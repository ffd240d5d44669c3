/** The quiz's shape, in a module of its own so pages can read it without the quiz builder (and the catalogue) in the browser. */
export const QUIZ_LENGTH = 5;
export const OPTION_COUNT = 4;
