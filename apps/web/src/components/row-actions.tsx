import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';

interface RowActionProps {
  /** The tooltip and the button's accessible name. */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** One icon button of a table row, with its tooltip. */
export function RowAction({ label, onClick, children }: RowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

interface RowActionsProps {
  onEdit?: () => void;
  onDelete?: () => void;
  /** Labels naming the row ('Excluir Maria'); the plain verbs when absent. */
  editLabel?: string;
  deleteLabel?: string;
  /** Buttons of the row's own, shown before edit and delete. */
  children?: ReactNode;
}

/** A table row's edit and delete buttons. */
export function RowActions({
  onEdit,
  onDelete,
  editLabel,
  deleteLabel,
  children,
}: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      {onEdit && (
        <RowAction label={editLabel ?? t('common.edit')} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </RowAction>
      )}
      {onDelete && (
        <RowAction label={deleteLabel ?? t('common.delete')} onClick={onDelete}>
          <DeleteOutline fontSize="small" />
        </RowAction>
      )}
    </>
  );
}
