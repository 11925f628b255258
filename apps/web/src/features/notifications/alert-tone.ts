/**
 * The alert sound, written here as a WAV file rather than shipped as a third-party asset: two
 * short notes (A5 then E6) with a soft decay, 8-bit mono at 16 kHz (about 5 KB).
 */
const SAMPLE_RATE = 16_000;
const NOTES: Array<[frequency: number, seconds: number]> = [
  [880, 0.12],
  [1318.5, 0.18],
];

function samples(): Uint8Array<ArrayBuffer> {
  const total = NOTES.reduce((n, [, s]) => n + Math.round(s * SAMPLE_RATE), 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const [frequency, seconds] of NOTES) {
    const count = Math.round(seconds * SAMPLE_RATE);
    for (let i = 0; i < count; i++) {
      const t = i / SAMPLE_RATE;
      // a 5 ms attack avoids a click; the exponential decay makes it a chime, not a beep
      const envelope = Math.min(1, t / 0.005) * Math.exp(-t * 18);
      out[offset + i] = Math.round(128 + 100 * envelope * Math.sin(2 * Math.PI * frequency * t));
    }
    offset += count;
  }
  return out;
}

/** A complete RIFF/WAVE file (PCM, 8-bit unsigned, mono). */
export function alertToneWav(): Uint8Array<ArrayBuffer> {
  const data = samples();
  const file = new Uint8Array(44 + data.length);
  const view = new DataView(file.buffer);
  const text = (at: number, s: string) =>
    [...s].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + data.length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, data.length, true);
  file.set(data, 44);
  return file;
}
