/** Key types OpenSSH writes in an `authorized_keys` line, with the length of an Ed25519 key. */
const keyTypes = new Set([
  'ssh-rsa',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]);

/** The strings of an SSH wire-format blob: each a 4-byte length and its bytes. */
function wireStrings(blob: Buffer): Buffer[] | null {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < blob.length) {
    if (offset + 4 > blob.length) return null;
    const length = blob.readUInt32BE(offset);
    offset += 4;
    if (offset + length > blob.length) return null;
    parts.push(blob.subarray(offset, offset + length));
    offset += length;
  }
  return parts;
}

/**
 * Why a line is not an OpenSSH public key (`<type> <base64 blob> [comment]`), or null when it is one: the blob
 * must decode, name the same type, and hold the parts that type has.
 */
export function sshPublicKeyProblem(line: string): string | null {
  const [type, encoded] = line.trim().split(/\s+/);
  if (!type || !encoded) return 'must be an OpenSSH public key ("ssh-ed25519 AAAA… comment")';
  if (!keyTypes.has(type)) return `must be an OpenSSH public key: "${type.slice(0, 40)}" is not a key type`;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return 'must be an OpenSSH public key: the key is not base64';
  const parts = wireStrings(Buffer.from(encoded, 'base64'));
  if (!parts || parts[0]?.toString('latin1') !== type) {
    return 'must be an OpenSSH public key: the key data does not match its type';
  }
  const expectedParts =
    type === 'ssh-rsa' ? 3 : type.startsWith('ecdsa') ? 3 : type.startsWith('sk-') ? 0 : 2;
  if (expectedParts > 0 && parts.length !== expectedParts) {
    return 'must be an OpenSSH public key: the key data is incomplete';
  }
  if (type === 'ssh-ed25519' && parts[1]?.length !== 32) {
    return 'must be an OpenSSH public key: an Ed25519 key is 32 bytes';
  }
  return null;
}
