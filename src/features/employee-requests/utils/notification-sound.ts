/**
 * The short notification sound of a new unread request (administration.md §8 'Sound failure'): a
 * 0.12 s 880 Hz beep generated as an 8-bit WAV data URI (no file to download). `play` rejects when the
 * browser refuses (autoplay policy, no audio device); the caller shows the spec's message.
 */
const RATE = 8000;

function beepWav(): string {
  const samples = Math.round(RATE * 0.12);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // bytes per second
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const fade = Math.min(1, (samples - i) / 200);
    bytes[44 + i] = 128 + Math.round(90 * fade * Math.sin((2 * Math.PI * 880 * i) / RATE));
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

let uri: string | null = null;

export async function playNotificationSound(): Promise<void> {
  uri ??= beepWav();
  await new Audio(uri).play();
}
