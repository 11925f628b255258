import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';

export interface ContactCard {
  name: string;
  numbers: string[];
}

function parseCard(text: string): ContactCard {
  const name = /^FN[^:]*:(.*)$/im.exec(text)?.[1]?.trim() ?? '';
  const numbers = [...text.matchAll(/^(?:item\d+\.)?TEL[^:]*:(.*)$/gim)].map((m) => m[1]!.trim());
  return { name, numbers };
}

/**
 * The contact cards of a vcard message, each with its own FN and TEL lines: a message may
 * carry several cards (BEGIN:VCARD … END:VCARD each). A body that is no vCard is its own name.
 */
export function parseVcards(body: string): ContactCard[] {
  const blocks = body.match(/BEGIN:VCARD[\s\S]*?END:VCARD/gi);
  if (!blocks) {
    const card = parseCard(body);
    return [{ ...card, name: card.name || (card.numbers.length ? '' : body.trim()) }];
  }
  return blocks.map(parseCard);
}

export function VcardMedia({ body }: { body: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {parseVcards(body).map((card, i) => (
        <Box
          key={i}
          data-testid="contact-card"
          sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}
        >
          <PersonIcon aria-label={t('chat.message.vcard')} />
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle2">{card.name || t('chat.message.vcard')}</Typography>
            {card.numbers.map((n) => (
              <Typography key={n} variant="body2">
                {n}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
