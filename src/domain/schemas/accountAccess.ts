// Access between accounts (ROLE-07): a trust, and a parent's grant of one child to one user.

import { rowIdSchema } from './common';
import { z } from './zod';

export const trustSchema = z
  .object({ trustedAccountId: rowIdSchema('Give another account to trust.') })
  .meta({ id: 'Trust', description: 'Another account whose support staff may act on this one.' });

export const childAccessSchema = z
  .object({
    userId: rowIdSchema('Give the user to grant access to.'),
    childAccountId: rowIdSchema('Give the child account.'),
  })
  .meta({ id: 'ChildAccess', description: 'One user of this account given one of its child accounts.' });
