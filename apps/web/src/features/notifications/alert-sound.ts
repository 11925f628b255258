import { storedVolume } from '../../app/layout/volume-control';
import { alertToneWav } from './alert-tone';

let url: string | null = null;

/**
 * Plays the alert at the volume saved by the top bar's slider (read at each alert, so a change
 * applies at once). Silent at 0; a browser that blocks autoplay before any click stays silent.
 */
export function playAlertSound(volume = storedVolume()): HTMLAudioElement | null {
  if (volume <= 0 || typeof Audio === 'undefined') return null;
  url ??= URL.createObjectURL(new Blob([alertToneWav()], { type: 'audio/wav' }));
  const audio = new Audio(url);
  audio.volume = volume;
  audio.play()?.catch(() => undefined);
  return audio;
}
