/** A column shown from the sm breakpoint up: on a phone the table keeps what matters most. */
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Narrower cell padding on a phone, so the columns left keep their room. */
export const PHONE_PADDING = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } } as const;

/** Action buttons in one line on a wide screen; on a phone they may wrap rather than hide. */
export const ACTIONS_CELL = { whiteSpace: { xs: 'normal', sm: 'nowrap' } } as const;
