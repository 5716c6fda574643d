// The period of a report: last 7 days, last month, or days of one's own choosing (YYYY-MM-DD,
// the account's days). A view: the page holds the filters.
import type { ReportFilters } from '../../domain/schemas/reports';
import { toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { PRESETS, type Preset } from './reportFilters';

export interface PeriodPickerProps {
  filters: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function PeriodPicker({ filters, onChange }: PeriodPickerProps) {
  const preset = filters.preset ?? 'last7';
  const invalid = (v: string | undefined) => v !== undefined && v !== '' && !DAY.test(v);
  return (
    <div className={toolbar}>
      <SelectField
        label="Period"
        value={preset}
        options={PRESETS}
        onChange={(value) => onChange({ ...filters, preset: value as Preset })}
      />
      {preset === 'custom' && (
        <>
          <TextField
            label="From"
            description="YYYY-MM-DD"
            value={filters.from ?? ''}
            isInvalid={invalid(filters.from)}
            errorMessage="A date as YYYY-MM-DD."
            onChange={(from) => onChange({ ...filters, from })}
          />
          <TextField
            label="To"
            description="YYYY-MM-DD"
            value={filters.to ?? ''}
            isInvalid={invalid(filters.to)}
            errorMessage="A date as YYYY-MM-DD."
            onChange={(to) => onChange({ ...filters, to })}
          />
        </>
      )}
    </div>
  );
}

/** A custom period ready to ask for: both days written as dates, in order. */
export const periodReady = (f: ReportFilters) =>
  (f.preset ?? 'last7') !== 'custom' ||
  (DAY.test(f.from ?? '') && DAY.test(f.to ?? '') && (f.from ?? '') <= (f.to ?? ''));
