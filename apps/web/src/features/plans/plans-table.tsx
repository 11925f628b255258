import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { selectableRow } from '../../components/selectable-row';
import type { PlanDTO } from '@atende/shared';
import { TableStatusRows, type ListFailure } from '../../components/table-status-rows';
import { formatMoney, PLAN_FORM_FLAGS } from './plans-api';

interface PlansTableProps extends ListFailure {
  plans: PlanDTO[];
  loading: boolean;
  selectedId?: number;
  onSelect: (plan: PlanDTO) => void;
}

/** Spec 2 §2: every plan, limits, value in pt-BR money, each flag as yes/no. */
export function PlansTable({ plans, loading, selectedId, onSelect, ...failure }: PlansTableProps) {
  const { t } = useTranslation();
  const yesNo = (v: boolean) => (v ? t('plans.yes') : t('plans.no'));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('plans.name')}</TableCell>
            <TableCell>{t('plans.users')}</TableCell>
            <TableCell>{t('plans.connections')}</TableCell>
            <TableCell>{t('plans.queues')}</TableCell>
            <TableCell>{t('plans.value')}</TableCell>
            {PLAN_FORM_FLAGS.map((f) => (
              <TableCell key={f}>{t(`plans.flags.${f}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableStatusRows
            columns={5 + PLAN_FORM_FLAGS.length}
            loading={loading}
            rows={plans.length}
            emptyText={t('plans.empty')}
            {...failure}
          />
          {plans.map((p) => (
            <TableRow
              key={p.id}
              hover
              selected={p.id === selectedId}
              {...selectableRow(() => onSelect(p))}
            >
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.users}</TableCell>
              <TableCell>{p.connections}</TableCell>
              <TableCell>{p.queues}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoney(p.value)}</TableCell>
              {PLAN_FORM_FLAGS.map((f) => (
                <TableCell key={f}>{yesNo(p[f])}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
