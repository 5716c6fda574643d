// Extension types and world-office plans (USER-07).
export const EXTENSION_TYPES = [
  'Extension',
  'Virtual Extension',
  'Call Group',
  'Call Queue',
  'Conference',
  'Auto Attendant',
  'Page Group',
  'FAX',
  'Mobile Unlimited Extension',
  'Unlimited Extension',
] as const;

const WORLD_OFFICE = /^Extension - World Office \(([A-Z]{2})\)$/;

/** The two-letter country of a world-office plan ('Extension - World Office (GB)' → 'GB'). */
export function worldOfficeCountry(servicePlan: string | null | undefined): string | undefined {
  return WORLD_OFFICE.exec(servicePlan ?? '')?.[1];
}
