import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Chip,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { CampaignDTO } from '@atende/shared';
import { FormTextField } from '../../components/form-text-field';
import { SaveCancelButtons } from '../../components/save-cancel-buttons';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { showSaveError } from '../../lib/form-errors';
import { useWhatsapps } from '../connections/use-whatsapps';
import {
  CAMPAIGN_FORM_FIELDS,
  campaignFormSchema,
  editMode,
  formValuesOf,
  inputOf,
  type CampaignFormValues,
} from './campaign-form';
import { campaignsApi } from './campaigns-api';
import { CampaignSelect, CampaignTagList } from './campaign-pickers';
import { FileListPicker } from './file-list-picker';
import { UnknownVariablesNote } from './unknown-variables-note';
import { useSingleMutation } from '../../lib/use-single-mutation';
import { FormDialog } from '../../components/form-dialog';

interface CampaignModalProps {
  record?: CampaignDTO;
  onClose: () => void;
  onSaved: () => void;
}

const TABS = [1, 2, 3, 4, 5] as const;

/** Spec 3 §2 campaign dialog: read-only outside the edit window, messages-only when cancelled. */
export function CampaignModal({ record, onClose, onSaved }: CampaignModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<(typeof TABS)[number]>(1);
  const [file, setFile] = useState<File | null>(null);
  const [current, setCurrent] = useState(record);
  const fileInput = useRef<HTMLInputElement>(null);
  const mode = editMode(record);
  const whatsapps = useWhatsapps();
  const lists = useQuery({ queryKey: ['campaigns', 'lists'], queryFn: campaignsApi.contactLists });
  const tags = useQuery({ queryKey: ['campaigns', 'tags'], queryFn: campaignsApi.tags });
  const { control, handleSubmit, setError, setValue, watch } = useForm<CampaignFormValues>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: formValuesOf(record),
  });
  const confirmation = watch('confirmation');

  const save = useSingleMutation({
    mutationFn: async (values: CampaignFormValues) => {
      const body = inputOf(values);
      const saved = current
        ? await campaignsApi.update(current.id, body)
        : await campaignsApi.create(body);
      setCurrent(saved);
      return file ? campaignsApi.uploadMedia(saved.id, file) : saved;
    },
    onSuccess: () => {
      onSaved();
      toastSuccess(t('campaigns.success'));
      onClose();
    },
    onError: (err) => showSaveError(err, setError, CAMPAIGN_FORM_FIELDS),
  });
  const removeMedia = useMutation({
    mutationFn: (id: number) => campaignsApi.removeMedia(id),
    onSuccess: (saved) => setCurrent(saved),
    onError: toastError,
  });

  const all = mode === 'all';
  const title = !record
    ? t('campaigns.addTitle')
    : mode === 'none'
      ? t('campaigns.readOnlyTitle')
      : t('campaigns.editTitle');
  const attachment = file?.name ?? current?.mediaName ?? null;
  return (
    <FormDialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle>{title}</DialogTitle>
      <form noValidate onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)}>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField
                control={control}
                name="name"
                label={t('campaigns.name')}
                required
                fullWidth
                size="small"
                disabled={!all}
                autoFocus
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="confirmation"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label={t('campaigns.confirmation')}
                    value={field.value ? 'true' : 'false'}
                    onChange={(e) => field.onChange(e.target.value === 'true')}
                    disabled={!all}
                  >
                    <MenuItem value="false">{t('campaigns.disabled')}</MenuItem>
                    <MenuItem value="true">{t('campaigns.enabled')}</MenuItem>
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CampaignSelect
                control={control}
                name="contactListId"
                label={t('campaigns.contactList')}
                // the count tells lists of the same name apart, and says how many will receive
                options={(lists.data ?? []).map((l) => ({
                  id: l.id,
                  name: t('campaigns.listWithCount', { name: l.name, count: l.contactsCount }),
                }))}
                disabled={!all}
                // a campaign goes to a list or to a tag's contacts, never both
                onPick={(id) => id && setValue('tagListId', '')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CampaignTagList
                control={control}
                label={t('campaigns.tagList')}
                options={tags.data}
                disabled={!all}
                onPick={(id) => id && setValue('contactListId', '')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <CampaignSelect
                control={control}
                name="whatsappId"
                label={t('campaigns.whatsapp')}
                options={whatsapps.data}
                disabled={!all}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                control={control}
                name="scheduledAt"
                type="datetime-local"
                label={t('campaigns.scheduledAt')}
                fullWidth
                size="small"
                disabled={!all}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="fileListId"
                render={({ field, fieldState }) => (
                  <FileListPicker
                    value={field.value}
                    onChange={field.onChange}
                    label={t('campaigns.fileList')}
                    disabled={!all}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Tabs
                value={tab}
                onChange={(_e, v: (typeof TABS)[number]) => setTab(v)}
                variant="scrollable"
                // five tabs pass a phone's width: the arrows show there too
                scrollButtons="auto"
                allowScrollButtonsMobile
              >
                {TABS.map((n) => (
                  <Tab key={n} value={n} label={t('campaigns.messageTab', { n })} />
                ))}
              </Tabs>
              <Stack spacing={2} sx={{ pt: 2 }}>
                <FormTextField
                  key={`m${tab}`}
                  control={control}
                  name={`message${tab}`}
                  label={t('campaigns.message')}
                  multiline
                  minRows={3}
                  fullWidth
                  disabled={mode === 'none'}
                  helperText={t('campaigns.helper')}
                />
                {confirmation && (
                  <FormTextField
                    key={`c${tab}`}
                    control={control}
                    name={`confirmationMessage${tab}`}
                    label={t('campaigns.confirmationMessage')}
                    multiline
                    minRows={2}
                    fullWidth
                    disabled={mode === 'none'}
                  />
                )}
                <UnknownVariablesNote
                  texts={TABS.flatMap((n) => [
                    watch(`message${n}`),
                    confirmation ? watch(`confirmationMessage${n}`) : '',
                  ])}
                />
              </Stack>
            </Grid>
            {attachment && (
              <Grid size={12}>
                <Chip
                  icon={<AttachFileIcon />}
                  label={attachment}
                  onDelete={
                    all
                      ? () => (file ? setFile(null) : current && removeMedia.mutate(current.id))
                      : undefined
                  }
                />
              </Grid>
            )}
          </Grid>
        </DialogContent>
        {/* too narrow for all three, the attach button takes its own row, never two lines */}
        <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1 }}>
          {all && (
            <Box sx={{ flex: 1 }}>
              <input
                ref={fileInput}
                type="file"
                hidden
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <Button
                startIcon={<AttachFileIcon />}
                onClick={() => fileInput.current?.click()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('campaigns.attach')}
              </Button>
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto', whiteSpace: 'nowrap' }}>
            {mode === 'none' ? (
              <Button onClick={onClose}>{t('campaigns.close')}</Button>
            ) : (
              <SaveCancelButtons onCancel={onClose} busy={save.isPending} />
            )}
          </Box>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
