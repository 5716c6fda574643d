import { Label, ProgressBar as RACProgressBar } from 'react-aria-components';
import { bar, fill, labelRow, track } from './ProgressBar.css';

export interface ProgressBarProps {
  label: string;
  value: number;
  maxValue: number;
  /** e.g. '120 of 200 rows' */
  valueLabel?: string;
}

/** RAC's ProgressBar (role progressbar with aria-valuenow) with a track and a fill. */
export function ProgressBar({ label, value, maxValue, valueLabel }: ProgressBarProps) {
  return (
    <RACProgressBar value={value} maxValue={Math.max(maxValue, 1)} valueLabel={valueLabel} className={bar}>
      {({ percentage, valueText }) => (
        <>
          <div className={labelRow}>
            <Label>{label}</Label>
            <span>{valueText}</span>
          </div>
          <div className={track}>
            <div className={fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
