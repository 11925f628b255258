import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import {
  advanceDueDate,
  companySchema,
  type CompanyAdminDTO,
  type CompanyData,
  type CompanyInput,
  type PlanDTO,
} from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { showWordedSaveError } from '../../lib/form-errors';

const FIELDS = ['name', 'email', 'phone', 'planId', 'dueDate', 'recurrence'] as const;

const EMPTY: CompanyInput = {
  name: '',
  email: '',
  phone: '',
  planId: '',
  status: true,
  campaignsEnabled: true,
  dueDate: '',
  recurrence: 'MENSAL',
};

function valuesOf(company: CompanyAdminDTO | null): CompanyInput {
  if (!company) return EMPTY;
  return {
    name: company.name,
    email: company.email,
    phone: company.phone,
    planId: company.planId,
    status: company.status,
    campaignsEnabled: company.campaignsEnabled,
    dueDate: company.dueDate ?? '',
    recurrence: company.recurrence,
  };
}

/** Spec 2 §2: the form offers the monthly recurrence only (a company's other one stays shown). */
const OFFERED: string[] = ['MENSAL'];

const today = () => new Date().toLocaleDateString('en-CA');

interface CompanyFormProps {
  /** The company being edited; null for a new one. */
  company: CompanyAdminDTO | null;
  plans: PlanDTO[];
  onSave: (values: CompanyData) => Promise<void>;
  onClear: () => void;
  /** Absent for the platform's own company, which the server never deletes. */
  onDelete?: () => void;
  onUser: () => void;
}

/** Spec 2 §2 Companies tab: the form and its clear, delete, '+ due date', user and save buttons. */
export function CompanyForm({
  company,
  plans,
  onSave,
  onClear,
  onDelete,
  onUser,
}: CompanyFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, getValues, setValue, formState } = useForm<
    CompanyInput,
    unknown,
    CompanyData
  >({ resolver: zodResolver(companySchema), defaultValues: valuesOf(company) });
  useEffect(() => reset(valuesOf(company)), [company, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!company) reset(EMPTY);
    } catch (err) {
      showWordedSaveError(err, setError, FIELDS, t('companies.saveError'));
    }
  });
  const addPeriod = () => {
    const { dueDate, recurrence } = getValues();
    const from = typeof dueDate === 'string' && dueDate ? dueDate : today();
    setValue('dueDate', advanceDueDate(from, recurrence ?? 'MENSAL'), { shouldDirty: true });
  };
  const offered =
    company && !OFFERED.includes(company.recurrence) ? [...OFFERED, company.recurrence] : OFFERED;
  const yesNo = (name: 'status' | 'campaignsEnabled', yes: string, no: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={t(`companies.form.${name}`)}
          value={field.value ? 'true' : 'false'}
          onChange={(e) => field.onChange(e.target.value === 'true')}
        >
          <MenuItem value="true">{yes}</MenuItem>
          <MenuItem value="false">{no}</MenuItem>
        </TextField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('companies.form.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        <FormTextField
          control={control}
          name="name"
          label={t('companies.form.name')}
          size="small"
        />
        <FormTextField
          control={control}
          name="email"
          label={t('companies.form.email')}
          size="small"
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('companies.form.phone')}
          size="small"
        />
        <FormTextField
          control={control}
          name="planId"
          label={t('companies.form.plan')}
          size="small"
          select
        >
          {plans.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </FormTextField>
        {yesNo('status', t('companies.yes'), t('companies.no'))}
        {yesNo('campaignsEnabled', t('companies.enabled'), t('companies.disabled'))}
        <FormTextField
          control={control}
          name="dueDate"
          type="date"
          label={t('companies.form.dueDate')}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="recurrence"
          label={t('companies.form.recurrence')}
          size="small"
          select
        >
          {offered.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`companies.recurrence.${r}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onClear}>{t('companies.clear')}</Button>
        {company && onDelete && (
          <Button color="error" onClick={onDelete}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={addPeriod}>{t('companies.addDueDate')}</Button>
        {company && <Button onClick={onUser}>{t('companies.user')}</Button>}
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </Box>
    </form>
  );
}
