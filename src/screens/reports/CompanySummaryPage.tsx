// #/management/m/companySummaryReport/<filters>: the company summary of a period (RPT-01), the
// reports admin's landing page, with its exports and "Save as report" (RPT-02).
import { useState } from 'react';
import { getCompanySummary } from '../../api/reports';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { useFormat } from '../../ui/format/FormatContext';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { CompanySummaryView } from './CompanySummaryView';
import { PeriodPicker, periodReady } from './PeriodPicker';
import { ReportActions } from './ReportActions';
import { filtersFromPath, resolved } from './reportFilters';

export function CompanySummaryPage(props: { title: string; subpath?: string }) {
  const { api } = useSessionContext();
  const accountId = useAccount().accountId;
  const { timeZone } = useFormat().settings;
  const [filters, setFilters] = useState(() => filtersFromPath(props.subpath));
  const ready = periodReady(filters);
  const asked = resolved(filters, timeZone, new Date());
  const summary = useResource(['companySummary', accountId, ready ? asked : 'waiting'], (signal) =>
    ready ? getCompanySummary(api, accountId, asked, signal) : Promise.resolve(undefined),
  );
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      <PeriodPicker filters={filters} onChange={setFilters} />
      <ReportActions
        accountId={accountId}
        report="companySummary"
        filters={filters}
        resolvedFilters={asked}
        ready={ready}
      />
      <CompanySummaryView summary={summary.data} loading={summary.loading} />
    </div>
  );
}
