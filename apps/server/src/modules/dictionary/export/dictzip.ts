// dictzip (Debian's dictzip(1), what dictd reads as `.dict.dz`): a gzip file whose data is
// deflated in chunks, each ended by a full flush so that it inflates on its own, and whose header
// carries an "RA" extra field listing the chunks' compressed sizes: a dict server finds the chunk
// of a definition's offset and inflates only that. Written here with zlib, no binary needed.
import zlib from 'node:zlib';

/** dictzip's own chunk length: a deflated chunk stays below 64 KiB, as its 16-bit size must. */
export const DICTZIP_CHUNK = 58_315;
/** The extra field (XLEN) is 16-bit: 10 bytes of header, 2 per chunk. */
const MAX_CHUNKS = Math.floor((0xffff - 10) / 2);

export function dictzip(data: Buffer, chunkLength = DICTZIP_CHUNK): Buffer {
  if (chunkLength < 1 || chunkLength > DICTZIP_CHUNK) throw new RangeError(`chunk length ${chunkLength} out of 1..${DICTZIP_CHUNK}`);
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunkLength)
    chunks.push(zlib.deflateRawSync(data.subarray(i, i + chunkLength), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH }));
  if (chunks.length > MAX_CHUNKS) throw new RangeError(`${data.length} bytes make more chunks than dictzip's header can list`);
  const ra = Buffer.alloc(10 + chunks.length * 2);
  ra.write('RA', 0, 'latin1');
  ra.writeUInt16LE(6 + chunks.length * 2, 2); // subfield length
  ra.writeUInt16LE(1, 4); // version
  ra.writeUInt16LE(chunkLength, 6);
  ra.writeUInt16LE(chunks.length, 8);
  chunks.forEach((c, i) => {
    if (c.length > 0xffff) throw new RangeError(`chunk ${i} deflated to ${c.length} bytes`);
    ra.writeUInt16LE(c.length, 10 + i * 2);
  });
  // ID1 ID2, CM deflate, FLG FEXTRA, MTIME 0, XFL 2 (best compression), OS 3 (Unix), XLEN.
  const head = Buffer.from([0x1f, 0x8b, 8, 0x04, 0, 0, 0, 0, 2, 3, 0, 0]);
  head.writeUInt16LE(ra.length, 10);
  // The deflate stream ends with an empty final block; then CRC-32 and size of the whole data.
  const finalBlock = zlib.deflateRawSync(Buffer.alloc(0));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(data), 0);
  trailer.writeUInt32LE(data.length % 2 ** 32, 4);
  return Buffer.concat([head, ra, ...chunks, finalBlock, trailer]);
}
