// CFG-03: the portal's client-side system defaults. Separate predirectional is off: the address
// form then takes a direction as part of the street ("N Main St"); on, it shows its own field.
export const CLIENT_DEFAULTS = {
  showMainBusinessNumber: true,
  canadaProvisioning: true,
  separatePredirectional: false,
} as const;
