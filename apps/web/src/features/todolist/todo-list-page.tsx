import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatDate, formatTime } from '../../lib/format-date';
import { useTodoTasks } from './use-todo-tasks';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { todoTexts } from './locales';

addPageTexts('todo', todoTexts);

/** /todolist (spec 1): the user's own tasks, kept in this browser only. */
export function TodoListPage() {
  const { t } = useTranslation();
  const { tasks, add, update, remove } = useTodoTasks();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const stopEditing = () => {
    setEditing(null);
    setText('');
  };
  const submit = () => {
    const saved = editing === null ? add(text) : update(editing, text);
    if (saved) stopEditing();
    input.current?.focus();
  };
  const startEditing = (index: number) => {
    setEditing(index);
    setText(tasks[index]!.text);
    input.current?.focus();
  };
  const when = (key: 'created' | 'updated', iso: string) =>
    t(`todo.${key}`, { date: formatDate(iso), time: formatTime(iso) });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1" color="primary" sx={{ mb: 1.5 }}>
        {t('todo.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              inputRef={input}
              label={t('todo.newTask')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              fullWidth
              size="small"
              autoFocus
            />
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" sx={{ flex: { xs: 1, sm: 'none' } }}>
                {editing === null ? t('todo.add') : t('todo.save')}
              </Button>
              {editing !== null && (
                <Button onClick={stopEditing} sx={{ whiteSpace: 'nowrap' }}>
                  {t('todo.cancelEdit')}
                </Button>
              )}
            </Stack>
          </Stack>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('todo.browserOnly')}
        </Typography>
        {tasks.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('todo.empty')}
          </Typography>
        ) : (
          <List aria-label={t('todo.title')}>
            {tasks.map((task, index) => (
              <ListItem
                key={`${task.createdAt}-${index}`}
                divider
                secondaryAction={
                  <>
                    <IconButton
                      aria-label={t('todo.editAria', { text: task.text })}
                      onClick={() => startEditing(index)}
                    >
                      <EditOutlined />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={t('todo.deleteAria', { text: task.text })}
                      onClick={() => setToDelete(index)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </>
                }
                sx={{ pr: 12, bgcolor: editing === index ? 'action.selected' : undefined }}
              >
                <ListItemText
                  primary={task.text}
                  secondary={
                    task.updatedAt === task.createdAt
                      ? when('created', task.createdAt)
                      : `${when('created', task.createdAt)} · ${when('updated', task.updatedAt)}`
                  }
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('todo.confirmTitle')}
        confirmLabel={t('common.delete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete === null) return;
          remove(toDelete);
          if (editing !== null) stopEditing();
        }}
      >
        {t('todo.confirmBody')}
      </ConfirmDialog>
    </Box>
  );
}
