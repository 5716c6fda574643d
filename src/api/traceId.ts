// The trace-id header with a version (REQ-01): W3C Trace Context `traceparent`, whose first
// field is the version ('00'), then a 16-byte trace id, an 8-byte span id and the flags.
const hex = (bytes: number) => {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('');
};

export const TRACE_HEADER = 'traceparent';

export function newTraceParent(): string {
  return `00-${hex(16)}-${hex(8)}-01`;
}
