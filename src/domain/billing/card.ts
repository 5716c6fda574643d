// Card checks for the hosted payment page (issue 22, BILL-04; decision 0113). Pure: the page checks
// a card number with them and keeps only its brand and last four digits, never the number.

/** The digits of a card number as typed (spaces and dashes allowed). */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover' | 'Card';

/** The brand from the number's first digits. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** A card expires at the end of its month: it is usable through that month. */
export function expiryInFuture(month: number, year: number, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return year > y || (year === y && month >= m);
}

export interface CardProblem {
  field: 'cardNumber' | 'expiry' | 'holderName';
  message: string;
}

/** What is wrong with a card as typed on the hosted page, in words for a person. */
export function cardProblems(
  input: { cardNumber: string; expMonth: number; expYear: number; holderName: string },
  now: Date,
): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = cardDigits(input.cardNumber);
  if (!/^\d{12,19}$/.test(digits))
    problems.push({ field: 'cardNumber', message: 'Enter the card number: 12 to 19 digits.' });
  else if (!luhnValid(digits))
    problems.push({
      field: 'cardNumber',
      message: 'This card number is not valid. Check the digits and try again.',
    });
  if (!expiryInFuture(input.expMonth, input.expYear, now))
    problems.push({
      field: 'expiry',
      message: 'This card has expired. Use a card with a later expiry date.',
    });
  if (input.holderName.trim().length === 0)
    problems.push({ field: 'holderName', message: 'Enter the name on the card.' });
  return problems;
}
