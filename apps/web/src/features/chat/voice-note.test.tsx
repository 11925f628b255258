import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { renderMessageInput } from './message-input-test-kit';
import { MIN_VOICE_NOTE_BYTES, voiceNoteName } from './use-voice-recorder';

/** The microphone and the browser's encoder lie outside us: a recorder that yields `bytes`. */
function fakeMicrophone({
  bytes,
  supported = ['audio/webm;codecs=opus', 'audio/webm'],
}: {
  bytes: number;
  supported?: string[];
}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  const recorders: FakeRecorder[] = [];
  class FakeRecorder {
    static isTypeSupported = (type: string) => supported.includes(type);
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((e: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    constructor(
      readonly stream: unknown,
      readonly options: { mimeType: string; audioBitsPerSecond: number },
    ) {
      recorders.push(this);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)]) });
      this.onstop?.();
    }
  }
  const getUserMedia = vi.fn(async () => stream);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { track, recorders, getUserMedia };
}

const renderInput = () =>
  renderMessageInput({}, (input) => <SnackbarProvider>{input}</SnackbarProvider>);

const expectToast = async (text: string) =>
  expect((await screen.findByText(text)).textContent).toBe(text);

const record = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Gravar mensagem de voz' }));

// the first render pays for loading MUI: slow on a busy machine
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('voice notes', () => {
  it('the mic shows only while there is nothing typed', () => {
    fakeMicrophone({ bytes: 20_000 });
    const { box } = renderInput();
    fireEvent.change(box, { target: { value: 'oi' } });
    expect(screen.queryByRole('button', { name: 'Gravar mensagem de voz' })).toBeNull();
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('records, shows the timer, and sends an audio file', async () => {
    const mic = fakeMicrophone({ bytes: 20_000 });
    const { onSend } = renderInput();
    record();
    expect((await screen.findByRole('timer', { name: 'Duração da gravação' })).textContent).toBe(
      '0:00',
    );
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).toBeNull();
    expect(mic.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(mic.recorders[0]!.options).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 128_000,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem de voz' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    const sent = onSend.mock.calls[0]![0];
    expect(sent.body).toBe('');
    expect(sent.files).toHaveLength(1);
    expect(sent.files[0]!.type).toBe('audio/webm');
    expect(sent.files[0]!.name).toMatch(/^audio-[\d-]+\.weba$/);
    expect(sent.files[0]!.size).toBe(20_000);
    // the microphone is released and the text box is back
    expect(mic.track.stop).toHaveBeenCalledTimes(1);
    expect(
      ((await screen.findByRole('textbox', { name: 'Mensagem' })) as HTMLTextAreaElement).disabled,
    ).toBe(false);
  });

  it("prefers WhatsApp's own Ogg/Opus when the browser records it", async () => {
    const mic = fakeMicrophone({ bytes: 20_000, supported: ['audio/ogg;codecs=opus'] });
    const { onSend } = renderInput();
    record();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensagem de voz' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(mic.recorders[0]!.options.mimeType).toBe('audio/ogg;codecs=opus');
    expect(onSend.mock.calls[0]![0].files[0]!.type).toBe('audio/ogg');
    expect(onSend.mock.calls[0]![0].files[0]!.name).toMatch(/\.ogg$/);
  });

  it('discards a recording under the minimum size and says so', async () => {
    const mic = fakeMicrophone({ bytes: MIN_VOICE_NOTE_BYTES - 1 });
    const { onSend } = renderInput();
    record();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensagem de voz' }));
    await expectToast('Áudio muito curto: segure a gravação um pouco mais. Nada foi enviado.');
    expect(onSend).not.toHaveBeenCalled();
    expect(mic.track.stop).toHaveBeenCalledTimes(1);
  });

  it('a discarded recording sends nothing and frees the microphone', async () => {
    const mic = fakeMicrophone({ bytes: 20_000 });
    const { onSend } = renderInput();
    record();
    fireEvent.click(await screen.findByRole('button', { name: 'Descartar gravação' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Mensagem' })) as HTMLTextAreaElement).disabled,
    ).toBe(false);
    expect(onSend).not.toHaveBeenCalled();
    expect(mic.track.stop).toHaveBeenCalledTimes(1);
  });

  it('a second tap while the permission is pending opens the microphone once', async () => {
    const mic = fakeMicrophone({ bytes: 20_000 });
    renderInput();
    record();
    record();
    await screen.findByRole('timer');
    expect(mic.getUserMedia).toHaveBeenCalledTimes(1);
    expect(mic.recorders).toHaveLength(1);
  });

  it('says so when the microphone is refused', async () => {
    const mic = fakeMicrophone({ bytes: 20_000 });
    mic.getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderInput();
    record();
    await expectToast(
      'O acesso ao microfone foi negado. Permita o microfone para este site nas configurações do navegador.',
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('says so when the browser cannot record', async () => {
    renderInput();
    record();
    await expectToast('Este navegador não permite gravar áudio.');
  });

  it('names a voice note by the local time it was recorded, not UTC', () => {
    expect(voiceNoteName(new Date(2026, 11, 1, 5, 30, 48), 'weba')).toBe(
      'audio-2026-12-01-05-30-48.weba',
    );
  });
});
