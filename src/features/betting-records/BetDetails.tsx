import { Modal, Table } from '@mantine/core';
import type { FilterOption } from '../../edge/bettingRecords';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { cutGameName, labelOf, type BetGroup } from '../../../machines/bettingRecords';
import { ProfitLoss } from './ProfitLoss';

/** The drill-down of a group (spec 2 §2): its single bets, platform, game name (15 characters), bet amount, profit/loss. */
export function BetDetails({ group, platforms, onClose }: { group: BetGroup | null; platforms: readonly FilterOption[]; onClose: () => void }) {
  return (
    <Modal opened={group !== null} onClose={onClose} title={t('bettingRecords.bets.title')} closeButtonProps={{ 'aria-label': t('bettingRecords.close') }} centered>
      {group && (
        <Table withTableBorder data-testid="bet-details">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bettingRecords.column.platform')}</Table.Th>
              <Table.Th>{t('bettingRecords.column.gameName')}</Table.Th>
              <Table.Th>{t('bettingRecords.column.betAmount')}</Table.Th>
              <Table.Th>{t('bettingRecords.column.profitLoss')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.bets.map((bet) => (
              <Table.Tr key={bet.id} data-testid="bet-row">
                <Table.Td>{labelOf(platforms, bet.platform)}</Table.Td>
                <Table.Td title={bet.gameName} data-testid="bet-game">
                  {cutGameName(bet.gameName)}
                </Table.Td>
                <Table.Td data-testid="bet-amount">{formatTaka(bet.betAmount, { fixedDecimals: true })}</Table.Td>
                <Table.Td>
                  <ProfitLoss amount={bet.profitLoss} size="sm" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
