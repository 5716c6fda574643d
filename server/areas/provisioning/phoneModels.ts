// What a phone's make and model decide at its fetch (decision 0083, Hardening): which of the two
// files it is served, and, for a phone added as 'Auto Detect' (its make, no model), the model its
// User-Agent names, learnt at its first fetch.
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, provisioningModels } from '../../db/schema';

export type FileExtension = 'cfg' | 'xml';

export interface MakeModel {
  name: string;
  makeName: string;
  /** How the phone names itself (provisioning_models.auto_provision_model), e.g. SIP-T54W. */
  autoProvisionModel: string | null;
  /** yealink | polycom | none */
  fileFormat: string;
}

const FILES_OF_FORMAT: Record<string, FileExtension[]> = { yealink: ['cfg'], polycom: ['xml'] };
/**
 * A desk phone whose format we do not write (file_format none: Cisco, Grandstream) or do not know
 * (no make, no model) may be set up to read either of ours, as before this rule; the portal's
 * first make is Cisco, so a phone added with the form's defaults is one of these.
 */
const EITHER_FILE: FileExtension[] = ['cfg', 'xml'];

/** The models the fetch of a device needs: its make's, and its model's row (by name). */
export async function modelsFor(
  db: DbOrTx,
  device: { make: string | null; model: string | null },
): Promise<MakeModel[]> {
  const matches: SQL[] = [];
  if (device.make) matches.push(eq(provisioningModels.makeName, device.make));
  if (device.model) matches.push(eq(provisioningModels.name, device.model));
  if (matches.length === 0) return [];
  return db
    .select({
      name: provisioningModels.name,
      makeName: provisioningModels.makeName,
      autoProvisionModel: provisioningModels.autoProvisionModel,
      fileFormat: provisioningModels.fileFormat,
    })
    .from(provisioningModels)
    .where(or(...matches));
}

/** The files a device is served: its make's format; none for a softphone or an app. */
export function filesOf(
  device: { kind: string; make: string | null; model: string | null },
  models: MakeModel[],
): FileExtension[] {
  if (device.kind !== 'deskphone') return [];
  // Every model of a make shares its format, so an Auto Detect phone (no model yet) has it too.
  const own = models.find((m) => m.name === device.model) ?? models.find((m) => m.makeName === device.make);
  return (own && FILES_OF_FORMAT[own.fileFormat]) || EITHER_FILE;
}

/**
 * The model's own name as a pattern for a User-Agent: its letters and digits in order, each pair
 * maybe parted by `-`, `_` or a space (Polycom writes VVX450 as `VVX_450`), standing as a word
 * of its own (so that `T46` is not found inside `T46U`).
 */
function userAgentPattern(code: string): RegExp {
  const chars = code.replace(/[^0-9a-z]/gi, '').split('');
  return new RegExp(`(?<![0-9a-z])${chars.join('[-_ ]?')}(?![0-9a-z])`, 'i');
}

/** The model of `models` a User-Agent names (the longest name when several fit), or undefined. */
export function modelInUserAgent(models: MakeModel[], userAgent: string): MakeModel | undefined {
  const named = models.filter(
    (m) => m.autoProvisionModel && userAgentPattern(m.autoProvisionModel).test(userAgent),
  );
  return named.sort((a, b) => (b.autoProvisionModel?.length ?? 0) - (a.autoProvisionModel?.length ?? 0))[0];
}

/**
 * The device as it is after its fetch: an Auto Detect phone whose User-Agent names a model of its
 * make gets that model (only while it has none: a model set meanwhile stays); otherwise unchanged.
 * `models` are the device's (modelsFor).
 */
export async function learnModel<D extends { id: number; make: string | null; model: string | null }>(
  db: DbOrTx,
  device: D,
  models: MakeModel[],
  userAgent: string | undefined,
): Promise<D> {
  if (device.model || !device.make || !userAgent) return device;
  // Without a model, the device's models (modelsFor) are its make's: another make's is never taken.
  const found = modelInUserAgent(models, userAgent);
  if (!found) return device;
  const [changed] = await db
    .update(devices)
    .set({ model: found.name })
    .where(and(eq(devices.id, device.id), isNull(devices.model)))
    .returning({ model: devices.model });
  return changed ? { ...device, model: changed.model } : device;
}
