// The MAC address field (DEV-02): what is typed is formatted as it is typed with formatMac
// ("00-1a-2B 3c:4d.5E" shows 00:1A:2B:3C:4D:5E), and the caret stays after the same hex digit it
// followed, so typing or deleting in the middle does not throw it to the end.
import { useLayoutEffect, useRef } from 'react';
import { formatMac, MAC_MAX_LENGTH } from '../../domain/mac';
import { TextField } from '../../ui/TextField';

const HEX = /[0-9a-fA-F]/;

/** Where the caret goes in `formatted` to follow the same number of hex digits as in `typed`. */
export function caretAfterDigits(typed: string, caret: number, formatted: string): number {
  let digits = 0;
  for (let i = 0; i < caret && i < typed.length; i++) if (HEX.test(typed[i])) digits++;
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (HEX.test(formatted[i])) seen++;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

export interface MacFieldProps {
  value: string;
  onChange: (formatted: string) => void;
  errorMessage?: string;
  description?: string;
  isRequired?: boolean;
}

export function MacField(props: MacFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = caretRef.current;
    if (input && caret !== undefined && document.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
    caretRef.current = undefined;
  });
  return (
    <TextField
      label="MAC address"
      inputRef={inputRef}
      value={props.value}
      isRequired={props.isRequired}
      maxLength={MAC_MAX_LENGTH + 8}
      autoComplete="off"
      spellCheck="false"
      placeholder="00:1A:2B:3C:4D:5E"
      onChange={(typed) => {
        const formatted = formatMac(typed);
        const caret = inputRef.current?.selectionStart ?? typed.length;
        caretRef.current = caretAfterDigits(typed, caret, formatted);
        props.onChange(formatted);
      }}
      isInvalid={!!props.errorMessage}
      errorMessage={props.errorMessage}
      description={props.description}
    />
  );
}
