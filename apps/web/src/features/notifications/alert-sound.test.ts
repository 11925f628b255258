import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAlertSound } from './alert-sound';
import { alertToneWav } from './alert-tone';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.slice(from, to));

describe('alert sound', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is a playable WAV file of about a third of a second', () => {
    const wav = alertToneWav();
    const view = new DataView(wav.buffer);
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(ascii(wav, 8, 12)).toBe('WAVE');
    expect(ascii(wav, 36, 40)).toBe('data');
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    const seconds = view.getUint32(40, true) / view.getUint32(28, true);
    expect(seconds).toBeCloseTo(0.3, 2);
  });

  it('plays at the volume saved by the top bar, and not at all at 0', () => {
    URL.createObjectURL = vi.fn(() => 'blob:alert');
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    localStorage.setItem('volume', '0.3');
    expect(playAlertSound()?.volume).toBe(0.3);
    expect(play).toHaveBeenCalledTimes(1);

    localStorage.setItem('volume', '0');
    expect(playAlertSound()).toBeNull();
    expect(play).toHaveBeenCalledTimes(1);
  });
});
