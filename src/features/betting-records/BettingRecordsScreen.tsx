import './styles';
import { Paper, Title } from '@mantine/core';
import { defaultFiltersOf, type RecordFilters } from '../../../machines/recordFilters';
import { useBettingRecords } from '../../edge/bettingRecords';
import { t } from '../../i18n';
import { LoadFailure } from '../records/LoadFailure';
import { useLayout } from '../../ui/useLayout';
import { bettingRowsOf, exchangeRowsOf } from '../../../machines/bettingRecords';
import { DesktopBettingRecords } from './DesktopBettingRecords';
import { MobileBettingRecords } from './MobileBettingRecords';

type BettingFilters = Extract<RecordFilters, { list: 'betting' }>;
const DEFAULT_FILTERS = defaultFiltersOf('betting') as BettingFilters;

/** /betting-record (spec 2 §2, §3, §4, §8, §9): the record filters machine on both layouts; No Data when empty. */
export function BettingRecordsScreen() {
  const { snapshot, chooseFilters, retry, options } = useBettingRecords();
  const failed = snapshot.matches('showingLoadFailure');
  const mobile = useLayout() === 'mobile';
  const filters = snapshot.context.filters.list === 'betting' ? snapshot.context.filters : DEFAULT_FILTERS;
  // While loading: the loader; with no rows (showingNoData): No Data.
  const loading = snapshot.matches('loadingRecords');
  const rows = loading ? null : bettingRowsOf(snapshot.context.rows);
  return (
    <Paper p="md" withBorder maw={mobile ? 560 : undefined} mx="auto" data-testid="betting-records">
      <Title order={1} size="h3" mb="sm">
        {t('bettingRecords.title')}
      </Title>
      {mobile ? (
        <MobileBettingRecords
          filters={filters}
          rows={rows}
          exchangeRows={loading ? null : exchangeRowsOf(snapshot.context.rows)}
          failure={failed ? <LoadFailure onRetry={retry} /> : null}
          options={options}
          chooseFilters={chooseFilters}
        />
      ) : (
        <DesktopBettingRecords filters={filters} rows={rows} failure={failed ? <LoadFailure onRetry={retry} /> : null} options={options} chooseFilters={chooseFilters} />
      )}
    </Paper>
  );
}
