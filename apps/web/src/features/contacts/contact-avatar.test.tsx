import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/render-kit';
import { ContactAvatar } from './contact-avatar';

afterEach(() => vi.restoreAllMocks());

describe('contact avatar', () => {
  it('fetches the stored picture with the session and shows it', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:maria-photo');
    const { calls } = fakeApi((call) =>
      call.path === '/contacts/5/picture' ? { text: 'png-bytes' } : undefined,
    );
    render(<ContactAvatar picture="/api/contacts/5/picture?v=1" name="Maria" />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Maria' })).toHaveAttribute('src', 'blob:maria-photo'),
    );
    expect(calls.map((c) => [c.path, c.query.get('v')])).toEqual([['/contacts/5/picture', '1']]);
  });

  it('shows the first letter of the name without a picture, asking nothing', () => {
    const { calls } = fakeApi();
    render(<ContactAvatar picture="" name="joana" />);
    expect(screen.getByText('J')).toBeVisible();
    expect(calls).toEqual([]);
  });
});
