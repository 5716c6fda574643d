// Archiving jobs (C-486 start, C-487 list active, C-488 cancel; decision 0104's update): the
// account's recordings older than N days moved to the archive tier by a job of the runner.
import { noBodySchema } from '../../../src/domain/schemas/common';
import { recordingArchiveStartSchema } from '../../../src/domain/schemas/recording';
import { rowId } from '../../auth/authorize';
import { ApiError } from '../../http/errors';
import { refusedAsMissing, secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { activeArchives, cancelArchive, startArchive } from './archive';

const MISSING = 'Archiving job not found';

export function archiveRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .post(
      '/api/account/:accountId/archive/jobs',
      {
        catalogue: ['C-486'],
        permission: 'update:call-recording',
        account: 'path',
        body: recordingArchiveStartSchema,
        summary:
          'Start archiving the account’s recordings older than olderThanDays (30 or more); answers the task id. One at a time: 409 while another runs',
      },
      async (c, { body }) => {
        const taskId = await startArchive(deps, {
          accountId: c.get('actingAccountId'),
          createdBy: c.get('principal').userId,
          olderThanDays: body.olderThanDays,
        });
        if (taskId === undefined)
          throw new ApiError(409, 'archive_running', 'An archiving job is already running for this account.');
        return c.json({ taskId }, 202);
      },
    )
    .get(
      '/api/account/:accountId/archive/jobs',
      {
        catalogue: ['C-487'],
        permission: 'update:call-recording',
        account: 'path',
        summary: 'The account’s archiving jobs still running, with their progress',
      },
      async (c) => {
        // A poll wakes the runner, as the task routes do, so a task left by a stopped server goes on.
        deps.jobs?.kick();
        return c.json({ items: await activeArchives(db, c.get('actingAccountId')) }, 200, {
          'cache-control': 'private, no-store',
        });
      },
    )
    .post(
      '/api/account/:accountId/archive/jobs/:taskId/cancel',
      {
        catalogue: ['C-488'],
        permission: 'update:call-recording',
        account: 'path',
        body: noBodySchema,
        summary: 'Cancel an archiving job: the recordings not yet archived stay on the standard tier',
      },
      async (c) => {
        const taskId = rowId(c.req.param('taskId'));
        if (taskId === undefined || !(await cancelArchive(db, c.get('actingAccountId'), taskId)))
          throw refusedAsMissing(c, MISSING);
        return c.json({ taskId, cancelled: true });
      },
    );
}
