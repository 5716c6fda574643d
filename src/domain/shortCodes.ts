// The phone system's short codes (C-334; decision 0118): the star codes a phone dials for a
// feature. The same on every account; the spec names the resource only.
export const SHORT_CODES = [
  { code: '*97', feature: 'Voicemail', description: 'Listen to your voicemail.' },
  {
    code: '*98',
    feature: 'Voicemail (any box)',
    description: 'Listen to a voicemail box, after its number and PIN.',
  },
  {
    code: '*72',
    feature: 'Call forwarding on',
    description: 'Forward your calls to the number you dial next.',
  },
  { code: '*73', feature: 'Call forwarding off', description: 'Stop forwarding your calls.' },
  { code: '*78', feature: 'Do not disturb on', description: 'Send your calls to voicemail.' },
  { code: '*79', feature: 'Do not disturb off', description: 'Ring your phones again.' },
  { code: '*8', feature: 'Call pickup', description: 'Answer a call ringing in your pickup group.' },
  { code: '*67', feature: 'Hide caller ID', description: 'Hide your number on the next call.' },
  { code: '*69', feature: 'Last caller', description: 'Hear the number that called you last.' },
] as const;
