import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Calendar, Views, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import type { ScheduleDTO } from '@atende/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SearchField } from '../../components/search-field';
import { toastError, toastSuccess } from '../../lib/error-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useIsPhone } from '../../lib/use-is-phone';
import { contactsApi } from '../contacts/contacts-api';
import { calendarSx, statusStyle } from './calendar-style';
import {
  cultureOf,
  localizer,
  rangeAround,
  scheduleBlock,
  phoneScheduleFormats,
  scheduleFormats,
  scrollTimeFor,
} from './schedule-calendar';
import { ScheduleEvent, type CalendarEvent } from './schedule-event';
import { ScheduleModal, type ScheduleModalProps } from './schedule-modal';
import { schedulesApi } from './schedules-api';
import { SCHEDULES_KEY, useSchedulesInRange, useSchedulesRealtime } from './use-schedules';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { schedulesTexts } from './locales';

addPageTexts('schedules', schedulesTexts);

type ModalState = Omit<ScheduleModalProps, 'onClose'> | null;
const CALENDAR_LABELS = [
  'date',
  'time',
  'event',
  'allDay',
  'week',
  'work_week',
  'day',
  'month',
  'previous',
  'next',
  'yesterday',
  'tomorrow',
  'today',
  'agenda',
  'noEventsInRange',
] as const;
const VIEWS = [Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA];

/** /schedules: the calendar of scheduled messages (spec 3 §2), ?contactId= opens the dialog. */
export function SchedulesPage() {
  const { t, i18n } = useTranslation();
  const phone = useIsPhone();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(phone ? Views.AGENDA : Views.MONTH);
  const culture = cultureOf(i18n.language);
  const range = useMemo(() => rangeAround(date, culture), [date, culture]);
  const list = useSchedulesInRange(debounced, range.start, range.end);
  const [modal, setModal] = useState<ModalState>(null);
  const [toDelete, setToDelete] = useState<ScheduleDTO | null>(null);
  useSchedulesRealtime();

  // opened from the chat's contact drawer: the dialog for that contact
  const contactParam = Number(params.get('contactId'));
  useEffect(() => {
    if (!contactParam) return;
    let live = true;
    contactsApi
      .get(contactParam)
      .then((c) => live && setModal({ contact: { id: c.id, name: c.name, number: c.number } }))
      .catch(toastError)
      .finally(() => live && setParams({}, { replace: true }));
    return () => {
      live = false;
    };
  }, [contactParam, setParams]);

  const events: CalendarEvent[] = useMemo(
    () =>
      (list.data ?? []).map((s) => ({
        title: s.contact.name,
        ...scheduleBlock(new Date(s.sendAt)),
        resource: s,
      })),
    [list.data],
  );

  // read by the week and day views when they mount: react-big-calendar scrolls only then, so
  // the time views are keyed by the date shown and each week or day opens at its own hours
  const timeViewKey = view === Views.WEEK || view === Views.DAY ? date.toDateString() : view;
  const scrollToTime = useMemo(
    () =>
      scrollTimeFor(
        view === Views.DAY ? 'day' : 'week',
        date,
        culture,
        events.map((e) => e.start),
      ),
    [view, date, culture, events],
  );

  const remove = useMutation({
    mutationFn: (s: ScheduleDTO) => schedulesApi.remove(s.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: SCHEDULES_KEY });
      toastSuccess(t('schedules.deleted'));
    },
    onError: toastError,
  });
  const edit = (record: ScheduleDTO) => setModal({ record });
  const messages = useMemo(() => {
    const label = (key: string) => t(`schedules.calendar.${key}`);
    return {
      ...Object.fromEntries(CALENDAR_LABELS.map((key) => [key, label(key)])),
      showMore: (count: number) => t('schedules.calendar.showMore', { count }),
    };
  }, [t]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 1.5, alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h1" color="primary" sx={{ flex: 1 }}>
          {t('schedules.title', { count: events.length })}
        </Typography>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('schedules.searchPlaceholder')}
        />
        <Button variant="contained" onClick={() => setModal({})}>
          {t('schedules.add')}
        </Button>
      </Stack>
      <Box sx={calendarSx}>
        <Calendar<CalendarEvent>
          key={timeViewKey}
          localizer={localizer}
          formats={phone ? phoneScheduleFormats : scheduleFormats}
          culture={culture}
          scrollToTime={scrollToTime}
          messages={messages}
          events={events}
          views={VIEWS}
          view={view}
          onView={setView}
          date={date}
          onNavigate={setDate}
          popup
          selectable
          onSelectSlot={(slot) => setModal({ start: slot.start })}
          onSelectEvent={(e) => edit(e.resource)}
          eventPropGetter={(e) => ({ style: statusStyle(e.resource.status) })}
          components={{
            event: ({ event }) => (
              <ScheduleEvent event={event} onEdit={edit} onDelete={setToDelete} />
            ),
          }}
        />
      </Box>
      {modal && <ScheduleModal {...modal} onClose={() => setModal(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('schedules.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        {t('schedules.confirmBody')}
      </ConfirmDialog>
    </Box>
  );
}
