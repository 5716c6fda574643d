// The external admin portal page of an account (ROLE-03): /adminv2/account/{accountId}/dashboard,
// opened in a new window or in the same one. The platform answers it with a redirect to the
// portal's own account page, a hash route like every page (#/management/m/...).
export const adminDashboardPath = (accountId: number) => `/adminv2/account/${accountId}/dashboard`;

export const accountPageRoute = (accountId: number) => `/management/m/account/${accountId}`;
