/**
 * An MP4's length in seconds, from its movie header box (moov → mvhd): the timescale and the
 * duration in its units, version 0 (32-bit) or 1 (64-bit).
 */
export function mp4DurationSeconds(file: Buffer): number {
  const moov = findBox(file, 0, file.length, 'moov');
  if (!moov) throw new Error('No moov box');
  const mvhd = findBox(file, moov.start, moov.end, 'mvhd');
  if (!mvhd) throw new Error('No mvhd box');
  const version = file.readUInt8(mvhd.start);
  if (version === 1) {
    const timescale = file.readUInt32BE(mvhd.start + 20);
    return Number(file.readBigUInt64BE(mvhd.start + 24)) / timescale;
  }
  const timescale = file.readUInt32BE(mvhd.start + 12);
  return file.readUInt32BE(mvhd.start + 16) / timescale;
}

/** The content (after the header) of the first box of `type` between `from` and `to`. */
function findBox(
  file: Buffer,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | undefined {
  let at = from;
  while (at + 8 <= to) {
    let size = file.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) throw new Error(`Bad box size at ${at}`);
    if (file.toString('latin1', at + 4, at + 8) === type) {
      return { start: at + header, end: at + size };
    }
    at += size;
  }
  return undefined;
}
