// A call flow checked whole (decision 0091): each field by its schema, then the integrity of the
// whole (destinations that exist, no loop without a way out), as field errors by path. Here and
// not beside the field schemas, because the checks read the flow those schemas describe.
import { callFlowFieldsSchema } from '../schemas/callFlow';
import { flowProblems } from './checkFlow';

/** The call handling of an account, whole: what the route tester walks and checkFlow checks. */
export const callFlowSchema = callFlowFieldsSchema
  .check((ctx) => {
    for (const p of flowProblems(ctx.value).errors)
      ctx.issues.push({ code: 'custom', message: p.message, path: p.path, input: undefined });
  })
  .meta({
    id: 'CallFlow',
    description: 'Numbers, schedules, auto-attendants, queues, groups and extensions.',
  });
