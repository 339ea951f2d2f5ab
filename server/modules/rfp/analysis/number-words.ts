/** The numbers RFPs write as words ("six (6) times per year", "within five days"), one to twelve, by value. */
export const ONE_TO_TWELVE: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** The words of a table like ONE_TO_TWELVE as a regex alternation, in the table's order. */
export const wordsPattern = (values: Record<string, number>): string => Object.keys(values).join('|');
