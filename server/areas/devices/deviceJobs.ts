// The devices area's job kind (decisions 0076, 0086): a CSV import of devices. Each row is a new
// device made by the create path every device takes (createDevice: its SIP ids and lines, the
// MAC unique across accounts), on the extension the row names by number. A row is checked again
// here, whatever the portal checked: a bad row is reported in words and the others go on.
import { and, eq, inArray } from 'drizzle-orm';
import {
  AUTO_DETECT_MODEL,
  IMPORT_COLUMN_LABELS,
  importDeviceSchema,
  MAKE_NEEDED,
  SOFTPHONE_MODEL,
} from '../../../src/domain/schemas/device';
import { bulkTaskRows, extensions, provisioningModels } from '../../db/schema';
import { ApiError, type FieldError } from '../../http/errors';
import type { Deps } from '../../http/types';
import {
  defineJobKind,
  type JobContext,
  type JobKindDefinition,
  type JobOutcome,
  type JobRow,
  type JobTask,
} from '../../jobs/registry';
import { createDevice, MAC_IN_USE, macHolder } from './deviceWrites';

/** The makes the platform provisions, by lower-cased name, with their models likewise. */
type Catalogue = Map<string, { make: string; models: Map<string, string> }>;

/** Once per run of a task: the provisioning models a row's make and model must be among. */
async function catalogueOf(deps: Deps, _task: JobTask): Promise<Catalogue> {
  const rows = await deps.db
    .select({ make: provisioningModels.makeName, model: provisioningModels.name })
    .from(provisioningModels);
  const makes: Catalogue = new Map();
  for (const r of rows) {
    const make = makes.get(r.make.toLowerCase()) ?? { make: r.make, models: new Map() };
    const name = r.model.toLowerCase();
    make.models.set(name, r.model);
    // 'Yealink T54W' of the make Yealink may be written 'T54W' in a file.
    const prefix = `${r.make.toLowerCase()} `;
    if (name.startsWith(prefix)) make.models.set(name.slice(prefix.length), r.model);
    makes.set(r.make.toLowerCase(), make);
  }
  return makes;
}

/** The devices area's kinds, for the app to register (server/app.ts). */
export const deviceJobKinds: JobKindDefinition[] = [
  defineJobKind({
    kind: 'deviceImport',
    // Its rows are devices: whoever reads the account's devices follows the import.
    readPermission: 'read:devices',
    prepare: catalogueOf,
    runBatch: importDevices,
    describe,
  }),
];

const refuse = (field: string, message: string) =>
  new ApiError(400, 'invalid_row', message, [{ field, message }]);

/** A row's reason in words a person reads in the result table. */
function describe(error: unknown): string {
  if (error instanceof ApiError)
    return (
      error.body.errors?.map((e) => `${IMPORT_COLUMN_LABELS[e.field] ?? e.field}: ${e.message}`).join(' ') ||
      error.body.message
    );
  return 'The row could not be processed.';
}

/** The row's make and model as the provisioning models spell them; a typo is the row's error. */
function knownModel(catalogue: Catalogue, make: string | null | undefined, model: string | null | undefined) {
  if (model?.toLowerCase() === SOFTPHONE_MODEL.toLowerCase()) return { make: null, model: SOFTPHONE_MODEL };
  if (!make) throw refuse('make', MAKE_NEEDED);
  const known = catalogue.get(make.toLowerCase());
  if (!known) throw refuse('make', `${make} is not a make of phone the platform provisions.`);
  if (!model || model.toLowerCase() === AUTO_DETECT_MODEL.toLowerCase())
    return { make: known.make, model: AUTO_DETECT_MODEL };
  const name = known.models.get(model.toLowerCase());
  if (!name) throw refuse('model', `${known.make} has no model ${model}.`);
  return { make: known.make, model: name };
}

/** Creates a batch's devices one by one, each with its lines, in the batch's transaction. */
async function importDevices(ctx: JobContext<Catalogue>, batch: JobRow[]) {
  const { db, task, prepared: catalogue } = ctx;
  const outcomes = new Map<number, JobOutcome>();
  const extensionIds = await extensionsByNumber(ctx, batch);
  // The devices this batch made, by id: the row a MAC repeated in the file is on.
  const madeHere = new Map<number, number>();
  for (const row of batch) {
    try {
      const parsed = importDeviceSchema.safeParse(row.input);
      if (!parsed.success) {
        const errors: FieldError[] = parsed.error.issues.map((i) => ({
          field: String(i.path[0] ?? ''),
          message: i.message,
        }));
        throw new ApiError(400, 'invalid_row', errors[0].message, errors);
      }
      const { extension, ...fields } = parsed.data;
      const { make, model } = knownModel(catalogue, fields.make, fields.model);
      const extensionId = extension ? extensionIds.get(extension) : undefined;
      if (extension && extensionId === undefined)
        throw refuse('extension', `${extension} is not an extension of this account.`);
      const created = await createDevice(
        db,
        task.accountId,
        {
          name: fields.name,
          macAddress: model === SOFTPHONE_MODEL ? null : fields.macAddress,
          make,
          model,
          extensionId,
        },
        ctx.deps.now(),
      ).catch(async (e) => {
        throw await macTakenWhere(ctx, e, fields.macAddress, madeHere);
      });
      madeHere.set(created.deviceId, row.rowNumber);
      outcomes.set(row.id, {
        status: 'ok',
        subjectId: created.deviceId,
        message: extension ? `Created on extension ${extension}.` : 'Created.',
      });
    } catch (e) {
      outcomes.set(row.id, { status: 'error', message: describe(e) });
    }
  }
  return outcomes;
}

/** The ids of the extensions of the account the batch's rows name, by number. */
async function extensionsByNumber(ctx: JobContext<Catalogue>, batch: JobRow[]) {
  const numbers = [
    ...new Set(
      batch.flatMap((r) => {
        const n = (r.input as { extension?: unknown }).extension;
        return typeof n === 'string' && n.trim() ? [n.trim()] : [];
      }),
    ),
  ];
  if (!numbers.length) return new Map<string, number>();
  const found = await ctx.db
    .select({ id: extensions.id, number: extensions.extensionNumber })
    .from(extensions)
    .where(and(eq(extensions.accountId, ctx.task.accountId), inArray(extensions.extensionNumber, numbers)));
  return new Map(found.map((e) => [e.number, e.id]));
}

/**
 * A MAC in use, said the way DEV-02 allows: on an earlier row of this file when this task made
 * the device that holds it; otherwise only "in use", never which account has it (the starter may
 * not see that account, and the row's result is read by whoever reads the task).
 */
async function macTakenWhere(
  ctx: JobContext<Catalogue>,
  error: unknown,
  mac: string | null | undefined,
  madeHere: ReadonlyMap<number, number>,
): Promise<unknown> {
  if (!(error instanceof ApiError) || error.body.code !== 'mac_in_use' || !mac) return error;
  const holder = await macHolder(ctx.db, mac);
  let earlierRow = holder ? madeHere.get(holder.id) : undefined;
  if (holder && earlierRow === undefined) {
    const [row] = await ctx.db
      .select({ rowNumber: bulkTaskRows.rowNumber })
      .from(bulkTaskRows)
      .where(and(eq(bulkTaskRows.taskId, ctx.task.id), eq(bulkTaskRows.subjectId, holder.id)));
    earlierRow = row?.rowNumber;
  }
  return refuse(
    'macAddress',
    earlierRow === undefined ? MAC_IN_USE : `This MAC address is also on row ${earlierRow} of this file.`,
  );
}
