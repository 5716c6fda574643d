// The header a submit that must happen once carries (orders, app purchases, pay now): a key the
// portal makes once per cart. A plain constant, apart from the header's schema, so that the
// request layer sends it without loading zod (issue 12).
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
