import { useCallback, useEffect, useRef, useState } from 'react';

/** Recorded audio under this many bytes is discarded (spec 1 §5, §9). */
export const MIN_VOICE_NOTE_BYTES = 10_000;
/** The spec's 128 kbps, asked of the browser's own encoder. */
const AUDIO_BITS_PER_SECOND = 128_000;

/**
 * Containers in order of preference, with the file extension the server serves them by:
 * Ogg/Opus is WhatsApp's own voice-note format; MP4 (AAC, else Opus) plays on phones; WebM
 * is what older Chromium offers.
 */
const FORMATS = [
  { mimeType: 'audio/ogg;codecs=opus', ext: 'ogg' },
  { mimeType: 'audio/mp4;codecs=mp4a.40.2', ext: 'm4a' },
  { mimeType: 'audio/mp4', ext: 'm4a' },
  { mimeType: 'audio/webm;codecs=opus', ext: 'weba' },
  { mimeType: 'audio/webm', ext: 'weba' },
];

export type VoiceError = 'unsupported' | 'denied' | 'noMicrophone' | 'failed';

function errorOf(err: unknown): VoiceError {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noMicrophone';
  return 'failed';
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  format: (typeof FORMATS)[number];
}

/** Microphone → MediaRecorder → an audio File, with the elapsed time while recording. */
export function useVoiceRecorder() {
  const session = useRef<Session | null>(null);
  // a second tap while the microphone permission is pending must not open a second stream
  const starting = useRef(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);

  const release = useCallback(() => {
    const s = session.current;
    session.current = null;
    setStartedAt(null);
    if (!s) return;
    s.recorder.ondataavailable = null;
    s.recorder.onstop = null;
    if (s.recorder.state !== 'inactive') s.recorder.stop();
    s.stream.getTracks().forEach((track) => track.stop());
  }, []);

  // leaving the chat mid-recording turns the microphone off
  useEffect(() => release, [release]);

  /** Resolves with the reason when recording could not start. */
  const start = async (): Promise<VoiceError | null> => {
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      return 'unsupported';
    }
    if (starting.current || session.current) return null;
    let stream: MediaStream;
    starting.current = true;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      return errorOf(err);
    } finally {
      starting.current = false;
    }
    const format =
      FORMATS.find((f) => MediaRecorder.isTypeSupported(f.mimeType)) ??
      FORMATS[FORMATS.length - 1]!;
    try {
      const recorder = new MediaRecorder(stream, {
        mimeType: format.mimeType,
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => {
        if (e.data.size) chunks.push(e.data);
      };
      session.current = { recorder, stream, chunks, format };
      recorder.start();
      setStartedAt(Date.now());
      return null;
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      return 'unsupported';
    }
  };

  /** Stops and hands over the recording as a file named like WhatsApp's voice notes. */
  const finish = () =>
    new Promise<File | null>((resolve) => {
      const s = session.current;
      if (!s) return resolve(null);
      s.recorder.onstop = () => {
        const type = s.format.mimeType.split(';')[0]!;
        const file = new File(s.chunks, voiceNoteName(new Date(), s.format.ext), { type });
        release();
        resolve(file);
      };
      s.recorder.stop();
    });

  return { recording: startedAt !== null, startedAt, start, finish, cancel: release };
}

/**
 * A voice note's file name as WhatsApp names them, by the time on the agent's clock (the time
 * the ticket list and the chat show): 'audio-2026-12-01-05-30-48.weba'.
 */
export function voiceNoteName(at: Date, ext: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}-${two(at.getMinutes())}-${two(at.getSeconds())}`;
  return `audio-${date}-${time}.${ext}`;
}
