import type { ReactNode } from 'react';
import { Avatar, Box, Container, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { LanguageSwitcher } from '../../app/layout/language-switcher';

/** The frame of the public pages: a centred card with a title and a language switcher. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', py: 3 }}>
      <Container maxWidth="xs" sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, position: 'relative' }}>
          <Box sx={{ position: 'absolute', top: 8, right: 8, color: 'text.secondary' }}>
            <LanguageSwitcher />
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
          </Box>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
