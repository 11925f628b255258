import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TableStatusRows } from '../../components/table-status-rows';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  CAMPAIGN_SETTING_DEFAULTS,
  campaignVariableKeyProblem,
  LONGER_INTERVAL_OPTIONS,
  MESSAGE_INTERVAL_OPTIONS,
  type CampaignVariable,
} from '@atende/shared';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { campaignsApi, savedVariables } from './campaigns-api';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { campaignsTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('campaigns', campaignsTexts);

type Intervals = { messageInterval: number; longerIntervalAfter: number; greaterInterval: number };

/** /campaigns-config: the three intervals and the custom variables (spec 3 §2, §9). */
export function CampaignSettingsPage() {
  const { t } = useTranslation();
  const loaded = useQuery({ queryKey: ['campaigns', 'settings'], queryFn: campaignsApi.settings });
  const [intervals, setIntervals] = useState<Intervals>({ ...CAMPAIGN_SETTING_DEFAULTS });
  const [variables, setVariables] = useState<CampaignVariable[]>([]);
  const [draft, setDraft] = useState<CampaignVariable>({ key: '', value: '' });
  // until the saved settings arrive the form holds defaults: saving them would overwrite those
  const locked = !loaded.isSuccess;

  useEffect(() => {
    if (!loaded.data) return;
    const get = (k: string) => loaded.data.find((s) => s.key === k)?.value;
    setIntervals({
      messageInterval: Number(get('messageInterval') ?? CAMPAIGN_SETTING_DEFAULTS.messageInterval),
      longerIntervalAfter: Number(
        get('longerIntervalAfter') ?? CAMPAIGN_SETTING_DEFAULTS.longerIntervalAfter,
      ),
      greaterInterval: Number(get('greaterInterval') ?? CAMPAIGN_SETTING_DEFAULTS.greaterInterval),
    });
    setVariables(savedVariables(loaded.data));
  }, [loaded.data]);

  const save = useMutation({
    mutationFn: (vars: CampaignVariable[]) =>
      campaignsApi.saveSettings({ ...intervals, variables: vars }),
    onSuccess: () => toastSuccess(t('campaigns.saved')),
    onError: toastError,
  });

  const keyProblem = campaignVariableKeyProblem(
    draft.key,
    variables.map((v) => v.key),
  );
  // an empty field is not an error until the user tries to add it
  const [triedEmpty, setTriedEmpty] = useState(false);
  const shownProblem = keyProblem === 'required' && !triedEmpty ? undefined : keyProblem;

  const addVariable = () => {
    if (locked) return;
    if (keyProblem) {
      setTriedEmpty(true);
      return;
    }
    setTriedEmpty(false);
    const next = [...variables, { key: draft.key.trim(), value: draft.value }];
    setVariables(next);
    setDraft({ key: '', value: '' });
    save.mutate(next);
  };
  const removeVariable = (key: string) => {
    const next = variables.filter((v) => v.key !== key);
    setVariables(next);
    save.mutate(next);
  };

  const pick = (
    name: keyof Intervals,
    label: string,
    options: readonly number[],
    unit: 'seconds' | 'messages',
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={intervals[name]}
      onChange={(e) => setIntervals({ ...intervals, [name]: Number(e.target.value) })}
      disabled={locked}
      sx={{ minWidth: 220 }}
    >
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {n === 0 ? t('campaigns.noInterval') : t(`campaigns.${unit}`, { count: n })}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, overflow: 'auto', height: '100%' }}>
      <Typography variant="h5" component="h1" color="primary" sx={{ mb: 2 }}>
        {t('campaigns.settingsTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 2 }}>
          {t('campaigns.intervals')}
        </Typography>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' } }}
        >
          {pick(
            'messageInterval',
            t('campaigns.messageInterval'),
            MESSAGE_INTERVAL_OPTIONS,
            'seconds',
          )}
          {pick(
            'longerIntervalAfter',
            t('campaigns.longerIntervalAfter'),
            LONGER_INTERVAL_OPTIONS,
            'messages',
          )}
          {pick(
            'greaterInterval',
            t('campaigns.greaterInterval'),
            LONGER_INTERVAL_OPTIONS,
            'seconds',
          )}
          <Button
            variant="contained"
            onClick={() => save.mutate(variables)}
            disabled={save.isPending || locked}
          >
            {t('campaigns.save')}
          </Button>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ mb: 2 }}>
          {t('campaigns.variables')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label={t('campaigns.shortcut')}
            value={draft.key}
            onChange={(e) => setDraft({ ...draft, key: e.target.value })}
            onKeyDown={(e) => e.key === 'Enter' && addVariable()}
            error={!!shownProblem}
            helperText={shownProblem && t(`campaigns.variableProblems.${shownProblem}`)}
          />
          <TextField
            size="small"
            label={t('campaigns.content')}
            value={draft.value}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
            onKeyDown={(e) => e.key === 'Enter' && addVariable()}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={addVariable}
            disabled={!!shownProblem || locked}
            sx={{ alignSelf: { sm: 'flex-start' }, height: 40 }}
          >
            {t('campaigns.addVariable')}
          </Button>
        </Stack>
        <Table size="small" aria-label={t('campaigns.variables')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('campaigns.shortcut')}</TableCell>
              <TableCell>{t('campaigns.content')}</TableCell>
              <TableCell align="right">{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variables.map((v) => (
              <TableRow key={v.key}>
                <TableCell>{`{${v.key}}`}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{v.value}</TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={t('campaigns.removeVariable')}
                    onClick={() => removeVariable(v.key)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            <TableStatusRows
              columns={3}
              loading={loaded.isPending}
              failed={loaded.isError}
              onRetry={() => void loaded.refetch()}
              rows={variables.length}
              emptyText={t('campaigns.noVariables')}
            />
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
