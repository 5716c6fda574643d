// The demo tenant tree (provider → partners → resellers → customer accounts of every kind,
// users of every role) and, on request, one large account for performance work.
// Both are idempotent: a `meta` row records that they ran. The parts live in ./seeding/.
export { seedDemo } from './seeding/demo';
export type { DemoSignIn } from './seeding/demoSignIns';
export { DEMO_SIGN_INS, LARGE_ACCOUNT_ADMIN, LARGE_ACCOUNT_NAME } from './seeding/demoSignIns';
export { seedLarge } from './seeding/large';
export { ensureHomeAccount } from './seeding/tenantTree';
export { isSeeded } from './seeding/writing';
