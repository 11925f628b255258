import type { ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

/**
 * The box of a table with nothing to focus inside (no buttons, no links) that may scroll
 * sideways on a narrow screen: it takes the focus itself, so the keyboard can scroll it, and
 * names itself for screen readers (WCAG 2.1.1).
 */
export function ReadOnlyTableContainer(props: {
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={props.label} sx={props.sx}>
      {props.children}
    </TableContainer>
  );
}
