import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { CopyField } from '../connections/copy-field';
import { useWhatsapps } from '../connections/use-whatsapps';
import { apiExample, EXAMPLE_LANGUAGES, type ExampleLanguage } from './api-examples';
import { CodeBlock } from './code-block';
import { SendTestForm } from './send-test-form';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { messagesApiTexts } from './locales';

// this page's Portuguese texts come with its code, not with the app's first load
addPageTexts('messagesApi', messagesApiTexts);

const RULES = ['auth', 'number', 'body', 'flags', 'idempotency', 'limit', 'answers'] as const;
const LANGUAGE_LABEL: Record<ExampleLanguage, string> = {
  curl: 'cURL',
  javascript: 'JavaScript',
  python: 'Python',
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /messages-api (spec 2 §2); the route lets in only a plan with the external API (PlanRoute). */
export function MessagesApiPage() {
  const { t } = useTranslation();
  const connections = useWhatsapps();
  const list = connections.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [language, setLanguage] = useState<ExampleLanguage>('curl');
  const connection =
    list.find((c) => c.id === chosen) ?? list.find((c) => c.isDefault) ?? list[0] ?? null;
  const token = connection?.token ?? '';
  const url = `${window.location.origin}/api/messages/send`;

  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, height: '100%', overflow: 'auto' }}>
      <Box>
        <Typography variant="h5" component="h1" color="primary">
          {t('messagesApi.title')}
        </Typography>
        <Typography color="text.secondary">{t('messagesApi.intro')}</Typography>
      </Box>
      <Section title={t('messagesApi.howTitle')}>
        <Typography sx={{ fontFamily: 'monospace', mb: 1, overflowWrap: 'anywhere' }}>
          POST {url}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
          {RULES.map((rule) => (
            <li key={rule}>
              <Typography variant="body2">{t(`messagesApi.rules.${rule}`)}</Typography>
            </li>
          ))}
        </Box>
      </Section>
      <Section title={t('messagesApi.tokenTitle')}>
        {connection ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              select
              label={t('messagesApi.connection')}
              value={connection.id}
              onChange={(e) => setChosen(Number(e.target.value))}
              sx={{ minWidth: 240 }}
            >
              {list.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <CopyField
              label={t('messagesApi.token')}
              value={token}
              copyLabel={t('messagesApi.copy')}
              copiedText={t('messagesApi.copied')}
            />
          </Stack>
        ) : (
          <Typography color="text.secondary">
            {connections.isLoading ? t('common.loading') : t('messagesApi.noConnection')}
          </Typography>
        )}
      </Section>
      <Section title={t('messagesApi.examplesTitle')}>
        <Tabs
          value={language}
          onChange={(_, value: ExampleLanguage) => setLanguage(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ mb: 1 }}
        >
          {EXAMPLE_LANGUAGES.map((l) => (
            <Tab key={l} value={l} label={LANGUAGE_LABEL[l]} />
          ))}
        </Tabs>
        <CodeBlock
          label={LANGUAGE_LABEL[language]}
          code={apiExample(language, { url, token: token || '<token>' })}
        />
      </Section>
      <Section title={t('messagesApi.testTitle')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <SendTestForm token={token} withFile={false} />
          <SendTestForm token={token} withFile />
        </Stack>
      </Section>
    </Stack>
  );
}
