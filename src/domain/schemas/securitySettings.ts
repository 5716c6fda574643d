// A user's security settings: multi-factor sign-in, password expiry, idle timeout.

import { flagSchema } from './common';
import { z } from './zod';

const TIMEOUT = 'A session timeout is 5 to 1440 minutes.';

export const securitySettingsSchema = z
  .object({
    mfaRequired: flagSchema('mfaRequired').optional(),
    passwordNeverExpires: flagSchema('passwordNeverExpires').optional(),
    /** null: the account's default. */
    sessionTimeoutMinutes: z
      .number({ error: TIMEOUT })
      .int({ error: TIMEOUT })
      .min(5, { error: TIMEOUT })
      .max(1440, { error: TIMEOUT })
      .nullable()
      .optional(),
  })
  .meta({ id: 'SecuritySettings', description: 'The settings to change; the others stay.' });
