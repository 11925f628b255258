import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { QueueModal } from './queue-modal';
import { answer, makeQueue, scheduleTypeRoute } from './queue-test-kit';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

// a queue still naming a prompt the company no longer has
const support = makeQueue(1, 'Atendimento', { greetingMessage: 'Olá!', promptId: 5 });

describe('queue dialog: the engine fields', { timeout: 20_000 }, () => {
  it('a prompt the server refuses is named under the Prompt field', async () => {
    fakeApi(
      scheduleTypeRoute('disabled'),
      answer('GET', '/queue/1', support),
      answer('GET', '/queue', [support]),
      answer('GET', '/queue-options', []),
      answer('GET', '/prompt', { prompts: [], hasMore: false }),
      answer(
        'PUT',
        '/queue/1',
        {
          error: 'ERR_VALIDATION',
          message: 'promptId: Prompt não encontrado',
          fields: { promptId: 'Prompt não encontrado' },
        },
        400,
      ),
    );
    const { Providers } = renderProviders(
      makeSessionUser({ profile: 'admin' }, { useOpenAi: true }),
    );
    render(
      <Providers>
        <QueueModal queueId={1} defaultColor="#101010" onClose={vi.fn()} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar fila' });
    await within(dialog).findByDisplayValue('Atendimento');
    const prompt = within(dialog).getByRole('combobox', { name: 'Prompt' });
    expect(prompt).toHaveTextContent('#5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Prompt não encontrado')).toBeVisible();
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
  });
});
