import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatWhatsapp } from './whatsapp-format';

const show = (text: string, links = true) => render(<p>{formatWhatsapp(text, 'f', links)}</p>);

describe('a message body as the chat shows it', () => {
  it('applies WhatsApp marks and never reads the text as HTML', () => {
    const { container } = show('*Oi* _tudo_ ~bem~ ```x``` <b>não</b>');
    expect(container.innerHTML).toBe(
      '<p><strong>Oi</strong> <em>tudo</em> <s>bem</s> <code>x</code> &lt;b&gt;não&lt;/b&gt;</p>',
    );
  });

  it('makes web addresses links that open in a new tab, without the sentence’s punctuation', () => {
    show('Veja https://loja.exemplo.com.br/pedido_123?id=9. Ou www.exemplo.com, obrigado!');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [
        'https://loja.exemplo.com.br/pedido_123?id=9',
        'https://loja.exemplo.com.br/pedido_123?id=9',
      ],
      ['www.exemplo.com', 'https://www.exemplo.com'],
    ]);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('links nothing but http and https, and nothing where links are not wanted', () => {
    show('javascript:alert(1) ftp://x.org');
    expect(screen.queryAllByRole('link')).toEqual([]);
    const { container } = show('https://exemplo.com', false);
    expect(container.querySelector('a')).toBeNull();
  });
});
