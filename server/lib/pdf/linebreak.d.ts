// linebreak (pdfkit's Unicode line breaker) ships no types; only what unit-breaks.ts reaches is declared.
declare module 'linebreak' {
  interface Break {
    position: number;
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    string: string;
    nextBreak(): Break | null;
  }
}
