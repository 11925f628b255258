import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FormControlLabel, Switch } from '@mui/material';
import { planSchema, type PlanData, type PlanDTO, type PlanInput } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { moneyInputText, PLAN_FORM_FLAGS } from './plans-api';
import { showWordedSaveError } from '../../lib/form-errors';

const FIELDS = ['name', 'users', 'connections', 'queues', 'value'] as const;
const flagsOn = Object.fromEntries(PLAN_FORM_FLAGS.map((f) => [f, true]));
const EMPTY: PlanInput = { name: '', users: 1, connections: 1, queues: 1, value: '', ...flagsOn };

const valuesOf = (plan: PlanDTO | null): PlanInput =>
  plan ? { ...plan, value: moneyInputText(plan.value) } : EMPTY;

interface PlanFormProps {
  plan: PlanDTO | null;
  onSave: (values: PlanData) => Promise<void>;
  onClear: () => void;
  onDelete: () => void;
}

/** Spec 2 §2 Plans tab: name, limits, value and the seven feature toggles. */
export function PlanForm({ plan, onSave, onClear, onDelete }: PlanFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    PlanInput,
    unknown,
    PlanData
  >({
    resolver: zodResolver(planSchema),
    defaultValues: valuesOf(plan),
  });
  useEffect(() => reset(valuesOf(plan)), [plan, reset]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!plan) reset(EMPTY);
    } catch (err) {
      showWordedSaveError(err, setError, FIELDS, t('plans.saveError'));
    }
  });
  const number = (name: 'users' | 'connections' | 'queues') => (
    <FormTextField
      control={control}
      name={name}
      type="number"
      label={t(`plans.${name}`)}
      size="small"
      slotProps={{ htmlInput: { min: 0 } }}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('plans.formTitle')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr' },
        }}
      >
        <FormTextField control={control} name="name" label={t('plans.name')} size="small" />
        {number('users')}
        {number('connections')}
        {number('queues')}
        <FormTextField
          control={control}
          name="value"
          label={t('plans.value')}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
        {PLAN_FORM_FLAGS.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={flag}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.target.checked)}
                  />
                }
                label={t(`plans.flags.${flag}`)}
              />
            )}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={onClear}>{t('plans.clear')}</Button>
        {plan && (
          <Button color="error" onClick={onDelete}>
            {t('common.delete')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </Box>
    </form>
  );
}
